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

/** The edit a form posts, by its action; the document's own check limits every text. */
const EDITS: Record<string, (form: FormValues) => TemplateEdit> = {
  'rename-template': (f) => ({ kind: 'rename-template', name: formValue(f, 'name').trim() }),
  'add-section': (f) => ({ kind: 'add-section', title: formValue(f, 'title').trim() }),
  'rename-section': (f) => ({
    kind: 'rename-section',
    section: keyField(f, 'section'),
    title: formValue(f, 'title').trim(),
  }),
  'move-section': (f) => ({
    kind: 'move-section',
    section: keyField(f, 'section'),
    move: moveField(f),
  }),
  'remove-section': (f) => ({ kind: 'remove-section', section: keyField(f, 'section') }),
  'add-item': (f) => ({
    kind: 'add-item',
    section: keyField(f, 'section'),
    title: formValue(f, 'title').trim(),
  }),
  'rename-item': (f) => ({
    kind: 'rename-item',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    title: formValue(f, 'title').trim(),
  }),
  'move-item': (f) => ({
    kind: 'move-item',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    move: moveField(f),
  }),
  'remove-item': (f) => ({
    kind: 'remove-item',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
  }),
  'add-comment': (f) => ({
    kind: 'add-comment',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    text: formValue(f, 'text').trim(),
    severity: severityField(f),
  }),
  'edit-comment': (f) => ({
    kind: 'edit-comment',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    comment: keyField(f, 'comment'),
    text: formValue(f, 'text').trim(),
    severity: severityField(f),
  }),
  'move-comment': (f) => ({
    kind: 'move-comment',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    comment: keyField(f, 'comment'),
    move: moveField(f),
  }),
  'remove-comment': (f) => ({
    kind: 'remove-comment',
    section: keyField(f, 'section'),
    item: keyField(f, 'item'),
    comment: keyField(f, 'comment'),
  }),
};

/** Where a change sends the administrator back to: the section's page, or the template's. */
function afterEdit(edit: TemplateEdit, templateId: number): Record<string, string | number> {
  if (edit.kind === 'remove-section' || !('section' in edit)) return { template: templateId };
  return { template: templateId, section: edit.section };
}

const editActions = Object.fromEntries(
  Object.entries(EDITS).map(([action, toEdit]) => [
    action,
    async (ctx: AdminContext, form: FormValues) => {
      const templateId = idFrom(formValue(form, 'id'), 'template');
      const baseVersion = idFrom(formValue(form, 'version'), 'version');
      const edit = toEdit(form);
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
