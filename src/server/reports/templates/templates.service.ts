import { type TemplateDocument, templateDocumentSchema } from '../../../shared/reports/template';
import type { Actor } from '../../admin/actor';
import { audit } from '../../audit/audit.service';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../errors';
import {
  applyTemplateEdit,
  parseTemplateImport,
  TemplateEditError,
  type TemplateEdit,
} from './template-edits';
import {
  countTemplates,
  insertTemplate,
  insertTemplateVersion,
  selectLatestVersion,
  selectTemplates,
  selectVersion,
  setTemplateName,
  type TemplateVersionRow,
} from './templates.repository';

// Report templates: every save is a new version, never a change of one (decision 046), so a
// report keeps exactly the template it started from.

export interface TemplateVersion {
  id: number;
  templateId: number;
  version: number;
  document: TemplateDocument;
  createdAt: string;
}

export interface TemplateSummary {
  id: number;
  name: string;
  version: number;
  versionId: number;
  sections: number;
  items: number;
  comments: number;
  updatedAt: string;
}

export const TEMPLATE_CHANGED =
  'The template was changed meanwhile (another window?). Your change was not saved: try again.';

/** A stored version with its document parsed; undefined when none was found. */
async function parsedVersion(
  stored: Promise<TemplateVersionRow | undefined>,
): Promise<TemplateVersion | undefined> {
  const row = await stored;
  if (!row) return undefined;
  const { documentJson, ...version } = row;
  return { ...version, document: templateDocumentSchema.parse(JSON.parse(documentJson)) };
}

/** Adds the seeded template when the site has none (a new site, or one from before templates). */
export async function addDefaultTemplate(
  db: Db,
  document: TemplateDocument,
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await countTemplates(trx)) > 0) return;
    const templateId = await insertTemplate(trx, document.name, at);
    const documentJson = JSON.stringify(document);
    await insertTemplateVersion(trx, { templateId, version: 1, documentJson, by: null }, at);
  });
}

export function findTemplateVersion(
  db: Db,
  versionId: number,
): Promise<TemplateVersion | undefined> {
  return parsedVersion(selectVersion(db, versionId));
}

export function latestTemplateVersion(
  db: Db,
  templateId: number,
): Promise<TemplateVersion | undefined> {
  return parsedVersion(selectLatestVersion(db, templateId));
}

/** The version new reports start from: the latest of the first template. */
export async function currentTemplateVersion(db: Db): Promise<TemplateVersion | undefined> {
  const [first] = await selectTemplates(db);
  return first && latestTemplateVersion(db, first.id);
}

export async function listTemplates(db: Db): Promise<TemplateSummary[]> {
  const out: TemplateSummary[] = [];
  for (const t of await selectTemplates(db)) {
    const v = await latestTemplateVersion(db, t.id);
    if (!v) continue;
    const items = v.document.sections.flatMap((s) => s.items);
    out.push({
      id: t.id,
      name: t.name,
      version: v.version,
      versionId: v.id,
      sections: v.document.sections.length,
      items: items.length,
      comments: items.reduce((n, i) => n + i.comments.length, 0),
      updatedAt: t.updatedAt,
    });
  }
  return out;
}

/** Saves `document` as the template's next version (after `baseVersion`, which must be latest). */
async function saveVersion(
  db: Db,
  templateId: number,
  baseVersion: number,
  document: TemplateDocument,
  by: Actor,
  action: string,
): Promise<TemplateVersion> {
  const at = by.at.toISOString();
  return inTransaction(db, TEMPLATE_CHANGED, async (trx) => {
    const latest = await selectLatestVersion(trx, templateId);
    if (!latest) throw notFound('No such template.');
    if (latest.version !== baseVersion) throw conflict(TEMPLATE_CHANGED);
    const version = latest.version + 1;
    const documentJson = JSON.stringify(document);
    const id = await insertTemplateVersion(
      trx,
      { templateId, version, documentJson, by: by.id },
      at,
    );
    await setTemplateName(trx, templateId, document.name, at);
    await audit(
      trx,
      {
        userId: by.id,
        action,
        entity: 'report-template',
        entityId: String(templateId),
        details: { version },
      },
      by.at,
    );
    return { id, templateId, version, document, createdAt: at };
  });
}

/** One administrator's edit of the template, as its next version. */
export async function editTemplate(
  db: Db,
  input: { templateId: number; baseVersion: number; edit: TemplateEdit; by: Actor },
): Promise<TemplateVersion> {
  const latest = await latestTemplateVersion(db, input.templateId);
  if (!latest) throw notFound('No such template.');
  if (latest.version !== input.baseVersion) throw conflict(TEMPLATE_CHANGED);
  let next: TemplateDocument;
  try {
    next = applyTemplateEdit(latest.document, input.edit);
  } catch (error) {
    if (error instanceof TemplateEditError) throw badRequest(error.message);
    throw error;
  }
  return saveVersion(db, input.templateId, latest.version, next, input.by, 'report-template-edit');
}

/** Replaces the template's content with an imported JSON document (a new version), or says why not. */
export async function importTemplate(
  db: Db,
  input: { templateId: number; json: string; by: Actor },
): Promise<TemplateVersion> {
  const parsed = parseTemplateImport(input.json);
  if (!parsed.ok) throw badRequest(`Nothing was imported: ${parsed.problem}`);
  const latest = await latestTemplateVersion(db, input.templateId);
  if (!latest) throw notFound('No such template.');
  return saveVersion(
    db,
    input.templateId,
    latest.version,
    parsed.document,
    input.by,
    'report-template-import',
  );
}
