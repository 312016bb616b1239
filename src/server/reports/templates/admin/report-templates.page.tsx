import type { ReactNode } from 'react';
import {
  SEVERITIES,
  SEVERITY_LABELS,
  TEMPLATE_LIMITS,
  type TemplateItem,
  type TemplateSection,
} from '../../../../shared/reports/template';
import { formValue } from '../../../admin/ui/admin-form';
import type { AdminViewContext } from '../../../admin/ui/admin-page';
import {
  AdminForm,
  HiddenField,
  SelectField,
  SubmitButton,
  TextArea,
  FileField,
} from '../../../admin/ui/form-fields';
import { AdminSection, BackLink } from '../../../admin/ui/form-layout';
import { AdminTable, WIDE_ONLY, wide } from '../../../admin/ui/table';
import { notFound } from '../../../errors';
import { MAX_IMPORT_CHARS } from '../template-edits';
import { MAX_IMPORT_BYTES, TEMPLATE_IMPORT_PATH } from './template-import.routes';
import type { TemplateSummary, TemplateVersion } from '../templates.service';

type Ctx = AdminViewContext;

/** Which entry a removal asks about (`?confirmRemove=section|item|comment`). */
export interface Removal {
  what: 'section' | 'item' | 'comment';
  section: string;
  item: string;
  comment: string;
}

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));

/** The fields every change posts: the template and the version it was made on. */
function Base({ template, keys }: { template: TemplateVersion; keys?: Record<string, string> }) {
  return (
    <>
      <HiddenField name="id" value={template.templateId} />
      <HiddenField name="version" value={template.version} />
      {Object.entries(keys ?? {}).map(([name, value]) => (
        <HiddenField key={name} name={name} value={value} />
      ))}
    </>
  );
}

/** Move up, Move down and Remove for one entry in a list (the first cannot go up…). */
function RowButtons({
  ctx,
  template,
  kind,
  keys,
  index,
  count,
  name,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  kind: Removal['what'];
  keys: Record<string, string>;
  index: number;
  count: number;
  name: string;
}) {
  return (
    <div className="admin-actions">
      <AdminForm ctx={ctx} action={`move-${kind}`} label={`Move ${name}`}>
        <Base template={template} keys={keys} />
        <button
          type="submit"
          name="move"
          value="up"
          className="btn btn-sm btn-outline-secondary"
          disabled={index === 0}
          aria-label={`Move ${name} up`}
        >
          Move up
        </button>{' '}
        <button
          type="submit"
          name="move"
          value="down"
          className="btn btn-sm btn-outline-secondary"
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
        >
          Move down
        </button>
      </AdminForm>
      <a
        className="btn btn-sm btn-outline-danger"
        href={ctx.link({ template: template.templateId, confirmRemove: kind, ...keys })}
        aria-label={`Remove ${name}`}
      >
        Remove
      </a>
    </div>
  );
}

/** A one-field form that renames (or adds) an entry. */
function TitleForm({
  ctx,
  template,
  action,
  keys,
  id,
  label,
  value,
  button,
  field = 'title',
}: {
  ctx: Ctx;
  template: TemplateVersion;
  action: string;
  keys?: Record<string, string>;
  id: string;
  label: string;
  value: string;
  button: string;
  field?: string;
}) {
  return (
    <AdminForm ctx={ctx} action={action} label={label} className="mb-2">
      <Base template={template} keys={keys} />
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {/* The field and its button on one line: the lists stay short enough to scan. */}
      <div className="input-group">
        <input
          id={id}
          name={field}
          type="text"
          className="form-control"
          defaultValue={value}
          required
          autoComplete="off"
          maxLength={field === 'name' ? TEMPLATE_LIMITS.name : TEMPLATE_LIMITS.title}
        />
        <button type="submit" className="btn btn-outline-primary">
          {button}
        </button>
      </div>
    </AdminForm>
  );
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function TemplateList({ ctx, templates }: { ctx: Ctx; templates: TemplateSummary[] }) {
  return (
    <>
      <p>
        Inspectors write each report from a template. Every change saves a new version; a report
        already started keeps the version it started from.
      </p>
      <AdminTable
        caption="Report templates"
        headers={['Template', 'Version', wide('Contents'), 'Actions']}
        empty="There are no report templates yet."
      >
        {templates.map((t) => (
          <tr key={t.id}>
            <td>{t.name}</td>
            <td>{t.version}</td>
            <td className={WIDE_ONLY}>
              {count(t.sections, 'section')}, {count(t.items, 'item')},{' '}
              {count(t.comments, 'comment')}
            </td>
            <td>
              <a href={ctx.link({ template: t.id })} aria-label={`Edit ${t.name}`}>
                Edit
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

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

function ExportImport({ ctx, template }: { ctx: Ctx; template: TemplateVersion }) {
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

export function TemplatePage({ ctx, template }: { ctx: Ctx; template: TemplateVersion }) {
  const { document: doc } = template;
  const sections = doc.sections;
  return (
    <>
      <BackLink href={ctx.path}>Back to all report templates</BackLink>
      <p>
        <strong>{doc.name}</strong>, version {template.version}.
      </p>
      <TitleForm
        ctx={ctx}
        template={template}
        action="rename-template"
        id="template-name"
        field="name"
        label="Template name"
        value={doc.name}
        button="Rename template"
      />
      <AdminSection headingId="sections" title="Sections" className="mt-4">
        <ol className="list-unstyled">
          {sections.map((s, i) => (
            <li key={s.key} className="border-top py-2">
              <p className="mb-1">
                <a href={ctx.link({ template: template.templateId, section: s.key })}>
                  {i + 1}. {s.title}
                </a>{' '}
                <span className="text-body-secondary small">({count(s.items.length, 'item')})</span>
              </p>
              <TitleForm
                ctx={ctx}
                template={template}
                action="rename-section"
                keys={{ section: s.key }}
                id={`section-${s.key}`}
                label={`Title of section ${i + 1}`}
                value={s.title}
                button="Rename"
              />
              <RowButtons
                ctx={ctx}
                template={template}
                kind="section"
                keys={{ section: s.key }}
                index={i}
                count={sections.length}
                name={`the section ${s.title}`}
              />
            </li>
          ))}
        </ol>
        <TitleForm
          ctx={ctx}
          template={template}
          action="add-section"
          id="new-section"
          label="New section"
          value=""
          button="Add section"
        />
      </AdminSection>
      <ExportImport ctx={ctx} template={template} />
    </>
  );
}

function sectionIn(template: TemplateVersion, key: string): TemplateSection {
  const section = template.document.sections.find((s) => s.key === key);
  if (!section) throw notFound('No such section in this template.');
  return section;
}

function CommentRows({
  ctx,
  template,
  section,
  item,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  section: TemplateSection;
  item: TemplateItem;
}) {
  return (
    <ol className="list-unstyled ms-md-3">
      {item.comments.map((c, i) => {
        const keys = { section: section.key, item: item.key, comment: c.key };
        const id = `comment-${item.key}-${c.key}`;
        return (
          <li key={c.key} className="border-start ps-2 mb-3">
            <AdminForm ctx={ctx} action="edit-comment" label={`Comment ${i + 1} of ${item.title}`}>
              <Base template={template} keys={keys} />
              <TextArea
                id={id}
                name="text"
                label={`Comment ${i + 1}`}
                rows={3}
                plain
                maxLength={TEMPLATE_LIMITS.comment}
                value={c.text}
                required
              />
              <SelectField
                id={`${id}-severity`}
                name="severity"
                label="Severity"
                value={c.severity}
                options={SEVERITY_OPTIONS}
              />
              <SubmitButton size="sm" variant="outline-primary">
                Save comment
              </SubmitButton>
            </AdminForm>
            <RowButtons
              ctx={ctx}
              template={template}
              kind="comment"
              keys={keys}
              index={i}
              count={item.comments.length}
              name={`comment ${i + 1} of ${item.title}`}
            />
          </li>
        );
      })}
    </ol>
  );
}

function NewComment({
  ctx,
  template,
  section,
  item,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  section: TemplateSection;
  item: TemplateItem;
}) {
  const id = `new-comment-${item.key}`;
  return (
    <AdminForm ctx={ctx} action="add-comment" label={`New comment for ${item.title}`}>
      <Base template={template} keys={{ section: section.key, item: item.key }} />
      <TextArea
        id={id}
        name="text"
        label={`New comment for ${item.title}`}
        rows={2}
        plain
        maxLength={TEMPLATE_LIMITS.comment}
        value=""
        required
      />
      <SelectField
        id={`${id}-severity`}
        name="severity"
        label="Severity"
        value="info"
        options={SEVERITY_OPTIONS}
      />
      <SubmitButton size="sm" variant="outline-primary">
        Add comment
      </SubmitButton>
    </AdminForm>
  );
}

export function SectionPage({
  ctx,
  template,
  sectionKey,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  sectionKey: string;
}) {
  const section = sectionIn(template, sectionKey);
  return (
    <>
      <BackLink href={ctx.link({ template: template.templateId })}>
        {`Back to ${template.document.name}`}
      </BackLink>
      <p>
        Section <strong>{section.title}</strong> of {template.document.name}, version{' '}
        {template.version}.
      </p>
      {section.items.map((item, i) => {
        const keys = { section: section.key, item: item.key };
        return (
          <AdminSection
            key={item.key}
            headingId={`item-${item.key}`}
            title={`${i + 1}. ${item.title}`}
            className="border-top pt-3 mb-3"
          >
            <TitleForm
              ctx={ctx}
              template={template}
              action="rename-item"
              keys={keys}
              id={`item-title-${item.key}`}
              label={`Title of item ${i + 1}`}
              value={item.title}
              button="Rename"
            />
            <RowButtons
              ctx={ctx}
              template={template}
              kind="item"
              keys={keys}
              index={i}
              count={section.items.length}
              name={`the item ${item.title}`}
            />
            <CommentRows ctx={ctx} template={template} section={section} item={item} />
            <NewComment ctx={ctx} template={template} section={section} item={item} />
          </AdminSection>
        );
      })}
      <TitleForm
        ctx={ctx}
        template={template}
        action="add-item"
        keys={{ section: section.key }}
        id="new-item"
        label="New item"
        value=""
        button="Add item"
      />
    </>
  );
}

function removalText(template: TemplateVersion, r: Removal): { text: ReactNode; back: object } {
  const section = sectionIn(template, r.section);
  const back = { template: template.templateId, section: section.key };
  if (r.what === 'section')
    return {
      text: (
        <>
          Remove the section <strong>{section.title}</strong> and its{' '}
          {count(section.items.length, 'item')}?
        </>
      ),
      back: { template: template.templateId },
    };
  const item = section.items.find((i) => i.key === r.item);
  if (!item) throw notFound('No such item in this section.');
  if (r.what === 'item')
    return {
      text: (
        <>
          Remove the item <strong>{item.title}</strong> and its{' '}
          {count(item.comments.length, 'comment')}?
        </>
      ),
      back,
    };
  const comment = item.comments.find((c) => c.key === r.comment);
  if (!comment) throw notFound('No such comment on this item.');
  return {
    text: (
      <>
        Remove the comment “{comment.text.slice(0, 200)}” of <strong>{item.title}</strong>?
      </>
    ),
    back,
  };
}

/** "Remove this?" on a page of its own; the removal posts from here. */
export function ConfirmRemoval({
  ctx,
  template,
  removal,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  removal: Removal;
}) {
  const { text, back } = removalText(template, removal);
  const backHref = ctx.link(back as Record<string, string | number>);
  const keys: Record<string, string> = { section: removal.section };
  if (removal.what !== 'section') keys.item = removal.item;
  if (removal.what === 'comment') keys.comment = removal.comment;
  return (
    <section aria-label="Confirm removal">
      <p>
        {text} It is saved as a new version; reports already started keep the version they started
        from.
      </p>
      <AdminForm ctx={ctx} action={`remove-${removal.what}`} className="admin-actions">
        <Base template={template} keys={keys} />
        <SubmitButton variant="danger">Remove {removal.what}</SubmitButton>
        <a href={backHref} className="btn btn-link">
          Cancel
        </a>
      </AdminForm>
    </section>
  );
}
