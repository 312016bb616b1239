import { formValue } from '../../../admin/ui/admin-form';
import { AdminForm, FileField, SubmitButton, TextArea } from '../../../admin/ui/form-fields';
import { AdminSection } from '../../../admin/ui/form-layout';
import { MAX_IMPORT_CHARS } from '../template-edits';
import type { TemplateVersion } from '../templates.service';
import { Base, type Ctx } from './template-form-parts';
import { MAX_IMPORT_BYTES, TEMPLATE_IMPORT_PATH } from './template-import.routes';

/** A template's JSON file, chosen on this computer (a plain multipart post; no script). */
function ImportFile({ ctx, template }: { ctx: Ctx; template: TemplateVersion }) {
  const action = `/cms-admin/api${TEMPLATE_IMPORT_PATH}?template=${template.templateId}&_csrf=${encodeURIComponent(ctx.csrfToken)}`;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-label="Import a template file"
      className="mb-4"
    >
      <FileField
        id="import-file"
        name="template"
        label="Template file"
        accept="application/json,.json"
        required
        help={`A template exported here (and edited), at most ${MAX_IMPORT_BYTES / 1000} KB. It replaces this template's sections as a new version; a file with a problem changes nothing and the message names the first problem.`}
      />
      <SubmitButton variant="outline-primary">Import file</SubmitButton>
    </form>
  );
}

export function ExportImport({ ctx, template }: { ctx: Ctx; template: TemplateVersion }) {
  const sent = ctx.submitted && formValue(ctx.submitted, 'action') === 'import';
  return (
    <AdminSection headingId="json" title="Export and import" className="mt-4">
      <p>
        <a
          className="btn btn-outline-primary"
          href={ctx.link({ template: template.templateId, export: 'json' })}
        >
          Export JSON
        </a>
      </p>
      <ImportFile ctx={ctx} template={template} />
      <AdminForm ctx={ctx} action="import" label="Import JSON">
        <Base template={template} />
        <TextArea
          id="import-json"
          name="json"
          label="Import JSON"
          rows={8}
          maxLength={MAX_IMPORT_CHARS}
          value={sent && ctx.submitted ? formValue(ctx.submitted, 'json') : ''}
          help="Or paste its text. It replaces this template's sections as a new version; a problem changes nothing and the message names the first one."
          required
        />
        <SubmitButton variant="outline-primary">Import JSON</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}
