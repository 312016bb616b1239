import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import { countRows } from '../../db/row-counts';
import { toIso } from '../../db/values';

// The one writer of report_templates and report_template_versions. A version is never updated.

export interface TemplateRow {
  id: number;
  name: string;
  updatedAt: string;
}

export interface TemplateVersionRow {
  id: number;
  templateId: number;
  version: number;
  /** The document as stored (JSON text). */
  documentJson: string;
  createdAt: string;
}

export async function countTemplates(db: Db): Promise<number> {
  return countRows(db.selectFrom('report_templates'));
}

export async function selectTemplates(db: Db): Promise<TemplateRow[]> {
  const rows = await db.selectFrom('report_templates').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, updatedAt: toIso(r.updated_at) }));
}

export async function insertTemplate(db: Db, name: string, now: string): Promise<number> {
  const row = await db
    .insertInto('report_templates')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTemplateVersion(
  db: Db,
  v: { templateId: number; version: number; documentJson: string; by: number | null },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('report_template_versions')
    .values({
      template_id: v.templateId,
      version: v.version,
      document: v.documentJson,
      created_by: v.by,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setTemplateName(db: Db, id: number, name: string, now: string) {
  await db
    .updateTable('report_templates')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .execute();
}

const versionColumns = ['id', 'template_id', 'version', 'document', 'created_at'] as const;
const toVersion = (r: {
  id: number;
  template_id: number;
  version: number;
  document: string;
  created_at: string | Date;
}): TemplateVersionRow => ({
  id: r.id,
  templateId: r.template_id,
  version: r.version,
  documentJson: r.document,
  createdAt: toIso(r.created_at),
});

const versions = (db: Db) => db.selectFrom('report_template_versions').select(versionColumns);

export async function selectLatestVersion(
  db: Db,
  templateId: number,
): Promise<TemplateVersionRow | undefined> {
  const latest = versions(db).where('template_id', '=', templateId).orderBy('version', 'desc');
  return firstRow(latest.limit(1), toVersion);
}

export async function selectVersion(db: Db, id: number): Promise<TemplateVersionRow | undefined> {
  return firstRow(versions(db).where('id', '=', id), toVersion);
}
