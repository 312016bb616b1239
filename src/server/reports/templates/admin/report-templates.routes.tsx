import { SEVERITIES, type Severity } from '../../../../shared/reports/template';
import { audit } from '../../../audit/audit.service';
import { formValue, idFrom } from '../../../admin/ui/admin-form';
import { type AdminContext, defineAdminPage, type FormValues } from '../../../admin/ui/admin-page';
import { badRequest, foundOr404 } from '../../../errors';
import type { Move, TemplateEdit } from '../template-edits';
import {
  editTemplate,
  importTemplate,
  latestTemplateVersion,
  listTemplates,
} from '../templates.service';
import { SectionPage, TemplateList, TemplatePage } from './report-templates.page';
import type { Removal } from './template-form-parts';
import { ConfirmRemoval } from './template-removal';

// Report templates: every change here is a new version (decision 046) through the service, which
// writes the audit entry in the same transaction.

const MISSING = 'No such template.';

const templateOf = (ctx: Pick<AdminContext, 'db'>, value: string) =>
  foundOr404(latestTemplateVersion(ctx.db, idFrom(value, 'template')), MISSING);

/** A key of a section, item or comment as posted: looked up by equality, so only its length. */
function keyField(form: FormValues, name: string): string {
  const value = formValue(form, name);
  if (!value || value.length > 100) throw badRequest(`Unknown ${name}.`);
  return value;
}

function moveField(form: FormValues): Move {
  const move = formValue(form, 'move');
  if (move !== 'up' && move !== 'down') throw badRequest('Move up or down.');
  return move;
}

function severityField(form: FormValues): Severity {
  const severity = formValue(form, 'severity');
  const known = SEVERITIES.find((s) => s === severity);
  if (!known) throw badRequest('Choose a severity.');
  return known;
}

/** Where an edit applies, as posted: a section, an item of it, or a comment of that item. */
const sectionAt = (f: FormValues) => ({ section: keyField(f, 'section') });
const itemAt = (f: FormValues) => ({ ...sectionAt(f), item: keyField(f, 'item') });
const commentAt = (f: FormValues) => ({ ...itemAt(f), comment: keyField(f, 'comment') });

const trimmed = (f: FormValues, name: string) => formValue(f, name).trim();

type EditKind = TemplateEdit['kind'];

/** The fields of each edit as its form posts them; the form's action is the edit's kind. */
const EDITS: {
  [K in EditKind]: (form: FormValues) => Omit<Extract<TemplateEdit, { kind: K }>, 'kind'>;
} = {
  'rename-template': (f) => ({ name: trimmed(f, 'name') }),
  'add-section': (f) => ({ title: trimmed(f, 'title') }),
  'rename-section': (f) => ({ ...sectionAt(f), title: trimmed(f, 'title') }),
  'move-section': (f) => ({ ...sectionAt(f), move: moveField(f) }),
  'remove-section': sectionAt,
  'add-item': (f) => ({ ...sectionAt(f), title: trimmed(f, 'title') }),
  'rename-item': (f) => ({ ...itemAt(f), title: trimmed(f, 'title') }),
  'move-item': (f) => ({ ...itemAt(f), move: moveField(f) }),
  'remove-item': itemAt,
  'add-comment': (f) => ({ ...itemAt(f), text: trimmed(f, 'text'), severity: severityField(f) }),
  'edit-comment': (f) => ({
    ...commentAt(f),
    text: trimmed(f, 'text'),
    severity: severityField(f),
  }),
  'move-comment': (f) => ({ ...commentAt(f), move: moveField(f) }),
  'remove-comment': commentAt,
};

/** Where a change sends the administrator back to: the section's page, or the template's. */
function afterEdit(edit: TemplateEdit, templateId: number): Record<string, string | number> {
  if (edit.kind === 'remove-section' || !('section' in edit)) return { template: templateId };
  return { template: templateId, section: edit.section };
}

const editActions = Object.fromEntries(
  (Object.keys(EDITS) as EditKind[]).map((kind) => [
    kind,
    async (ctx: AdminContext, form: FormValues) => {
      const templateId = idFrom(formValue(form, 'id'), 'template');
      const baseVersion = idFrom(formValue(form, 'version'), 'version');
      // EDITS pairs each kind with its own fields, which TypeScript cannot follow through `kind`.
      const edit = { kind, ...EDITS[kind](form) } as TemplateEdit;
      const saved = await editTemplate(ctx.db, { templateId, baseVersion, edit, by: ctx.actor });
      return { flash: `Saved as version ${saved.version}.`, to: afterEdit(edit, templateId) };
    },
  ]),
);

async function sendJson(ctx: AdminContext, templateId: number) {
  const v = await templateOf(ctx, String(templateId));
  await audit(
    ctx.db,
    ctx.auditEntry({
      action: 'export',
      entity: 'report-template',
      entityId: String(templateId),
      details: { version: v.version },
    }),
  );
  const name = `report-template-${templateId}-v${v.version}.json`;
  ctx.reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .type('application/json; charset=utf-8')
    .send(`${JSON.stringify(v.document, null, 2)}\n`);
}

function removalOf(query: Record<string, string>): Removal | undefined {
  const what = query.confirmRemove;
  if (what !== 'section' && what !== 'item' && what !== 'comment') return undefined;
  return {
    what,
    section: query.section ?? '',
    item: query.item ?? '',
    comment: query.comment ?? '',
  };
}

/** Report templates: sections, items and comments; each change a new version; JSON in and out. */
export const reportTemplatesAdminPage = defineAdminPage({
  name: 'manage-report-templates',
  title: 'Report templates',
  async view(ctx) {
    const { query } = ctx;
    if (!query.template) return <TemplateList ctx={ctx} templates={await listTemplates(ctx.db)} />;
    const template = await templateOf(ctx, query.template);
    if (query.export === 'json') {
      await sendJson(ctx, template.templateId);
      return null;
    }
    const removal = removalOf(query);
    if (removal) return <ConfirmRemoval ctx={ctx} template={template} removal={removal} />;
    if (query.section)
      return <SectionPage ctx={ctx} template={template} sectionKey={query.section} />;
    return <TemplatePage ctx={ctx} template={template} />;
  },
  actions: {
    ...editActions,
    async import(ctx, form) {
      const templateId = idFrom(formValue(form, 'id'), 'template');
      const saved = await importTemplate(ctx.db, {
        templateId,
        json: formValue(form, 'json'),
        by: ctx.actor,
      });
      return { flash: `Imported as version ${saved.version}.`, to: { template: templateId } };
    },
  },
});
