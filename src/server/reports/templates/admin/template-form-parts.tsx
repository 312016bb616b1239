import { TEMPLATE_LIMITS, type TemplateSection } from '../../../../shared/reports/template';
import type { AdminViewContext } from '../../../admin/ui/admin-page';
import { AdminForm, HiddenField } from '../../../admin/ui/form-fields';
import { notFound } from '../../../errors';
import type { TemplateVersion } from '../templates.service';

export type Ctx = AdminViewContext;

/** Which entry a removal asks about (`?confirmRemove=section|item|comment`). */
export interface Removal {
  what: 'section' | 'item' | 'comment';
  section: string;
  item: string;
  comment: string;
}

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function sectionIn(template: TemplateVersion, key: string): TemplateSection {
  const section = template.document.sections.find((s) => s.key === key);
  if (!section) throw notFound('No such section in this template.');
  return section;
}

/** The fields every change posts: the template and the version it was made on. */
export function Base({
  template,
  keys,
}: {
  template: TemplateVersion;
  keys?: Record<string, string>;
}) {
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
export function RowButtons({
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
  const move = (direction: 'up' | 'down', disabled: boolean) => (
    <button
      type="submit"
      name="move"
      value={direction}
      className="btn btn-sm btn-outline-secondary"
      disabled={disabled}
      aria-label={`Move ${name} ${direction}`}
    >
      {`Move ${direction}`}
    </button>
  );
  return (
    <div className="admin-actions">
      <AdminForm ctx={ctx} action={`move-${kind}`} label={`Move ${name}`}>
        <Base template={template} keys={keys} />
        {move('up', index === 0)} {move('down', index === count - 1)}
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
export function TitleForm({
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

/** A section's or an item's title form with its move and remove buttons. */
export function EntryControls({
  ctx,
  template,
  kind,
  keys,
  id,
  index,
  count,
  title,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  kind: 'section' | 'item';
  keys: Record<string, string>;
  id: string;
  index: number;
  count: number;
  title: string;
}) {
  return (
    <>
      <TitleForm
        ctx={ctx}
        template={template}
        action={`rename-${kind}`}
        keys={keys}
        id={id}
        label={`Title of ${kind} ${index + 1}`}
        value={title}
        button="Rename"
      />
      <RowButtons
        ctx={ctx}
        template={template}
        kind={kind}
        keys={keys}
        index={index}
        count={count}
        name={`the ${kind} ${title}`}
      />
    </>
  );
}

/** What TitleForm takes to add a section or an item at the end of its list. */
export const adding = (kind: 'section' | 'item') => ({
  action: `add-${kind}`,
  id: `new-${kind}`,
  label: `New ${kind}`,
  value: '',
  button: `Add ${kind}`,
});
