import type { ReactNode } from 'react';
import type { AdminContext } from './admin-page';

/**
 * A POST form back to the current view with the session's CSRF token as `_csrf` (contracts).
 * `action` names the handler; leave it out when the submit buttons carry name="action".
 */
export function AdminForm({
  ctx,
  action,
  children,
  className,
  label,
}: {
  ctx: Pick<AdminContext, 'url' | 'csrfToken'>;
  action?: string;
  children: ReactNode;
  className?: string;
  /** Accessible name of the form, when a page has several. */
  label?: string;
}) {
  return (
    <form method="post" action={ctx.url} className={className} aria-label={label}>
      <input type="hidden" name="_csrf" value={ctx.csrfToken} />
      {action && <input type="hidden" name="action" value={action} />}
      {children}
    </form>
  );
}

export function HiddenField({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={String(value)} />;
}

interface FieldProps {
  name: string;
  label: string;
  value?: string;
  required?: boolean;
  help?: string;
  id?: string;
}

/** Label, control and help text: the frame of every labelled field. */
function FieldFrame({
  id,
  label,
  help,
  className = 'mb-3',
  children,
}: {
  id: string;
  label: string;
  help?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

/** What every labelled control carries: its id, name, whether required, and its help's id. */
function controlOf(p: FieldProps) {
  const id = p.id ?? `f-${p.name}`;
  return {
    id,
    name: p.name,
    required: p.required,
    'aria-describedby': p.help ? `${id}-help` : undefined,
  };
}

/** A labelled field: its frame around the control `draw` makes with the attributes it carries. */
function labelled(
  p: FieldProps & { className?: string },
  draw: (control: ReturnType<typeof controlOf>) => ReactNode,
) {
  const control = controlOf(p);
  return (
    <FieldFrame id={control.id} label={p.label} help={p.help} className={p.className}>
      {draw(control)}
    </FieldFrame>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  ...p
}: FieldProps & {
  type?: 'text' | 'email' | 'url' | 'tel' | 'search' | 'number' | 'date' | 'time';
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'email' | 'url' | 'tel';
  maxLength?: number;
  /** The frame's class, for a field in a row of columns or a form laid out in a line. */
  className?: string;
}) {
  return labelled(p, (control) => (
    <input
      {...control}
      type={type}
      className="form-control"
      defaultValue={p.value ?? ''}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
      maxLength={maxLength}
    />
  ));
}

/** A required whole number (a count, hours, days), typed on a phone's number pad. */
export function WholeNumberField(p: FieldProps) {
  return <TextField {...p} type="number" inputMode="numeric" required />;
}

/** Text fields side by side on wider screens, half the width each, each showing `value(name)`. */
export function FieldColumns<N extends string>({
  fields,
  value,
  className = 'row',
}: {
  fields: readonly (Omit<Parameters<typeof TextField>[0], 'name' | 'value'> & { name: N })[];
  value: (name: N) => string;
  className?: string;
}) {
  return (
    <div className={className}>
      {fields.map((f) => (
        <div key={f.name} className="col-sm-6">
          <TextField {...f} value={value(f.name)} />
        </div>
      ))}
    </div>
  );
}

/** The slug a record is found by: its format, then what it is for; `help` replaces both. */
export function SlugField(p: { value: string; purpose?: string; help?: string }) {
  const help =
    p.help ?? `Lower-case letters, digits and dashes${p.purpose ? `; ${p.purpose}` : ''}.`;
  return (
    <TextField name="slug" label="Slug" value={p.value} required maxLength={200} help={help} />
  );
}

/** Multi-line text; monospace unless `plain` (for prose rather than markup or code). */
export function TextArea({
  rows = 12,
  maxLength,
  plain,
  ...p
}: FieldProps & { rows?: number; maxLength?: number; plain?: boolean }) {
  return labelled(p, (control) => (
    <textarea
      {...control}
      rows={rows}
      maxLength={maxLength}
      className={plain ? 'form-control' : 'form-control font-monospace'}
      defaultValue={p.value ?? ''}
    />
  ));
}

/** Text areas one under another, each showing `value(name)`. */
export function TextAreas<N extends string>({
  fields,
  value,
}: {
  fields: readonly (Omit<Parameters<typeof TextArea>[0], 'name' | 'value'> & { name: N })[];
  value: (name: N) => string;
}) {
  return fields.map((f) => <TextArea key={f.name} {...f} value={value(f.name)} />);
}

/** A file chooser, of a form of its own posted as multipart. */
export function FileField({
  accept,
  ...p
}: Omit<FieldProps, 'value'> & { id: string; accept: string; help: string }) {
  return labelled({ ...p, className: 'mb-2' }, (control) => (
    <input {...control} type="file" accept={accept} className="form-control" />
  ));
}

/** A select's choices among stored records: `none` (the empty value) first, then one per record. */
export const recordChoices = (none: string, records: readonly { id: number; name: string }[]) => [
  { value: '', label: none },
  ...records.map((r) => ({ value: String(r.id), label: r.name })),
];

export function SelectField({
  options,
  ...p
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  /** The frame's class, for a field in a row of columns. */
  className?: string;
}) {
  return labelled(p, (control) => (
    <select {...control} className="form-select" defaultValue={p.value}>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  ));
}

export function CheckboxField({
  name,
  label,
  checked,
  value = '1',
  id,
}: {
  name: string;
  label: string;
  checked?: boolean;
  value?: string;
  id?: string;
}) {
  const fieldId = id ?? `f-${name}-${value}`;
  return (
    <div className="form-check mb-3">
      <input
        id={fieldId}
        name={name}
        value={value}
        type="checkbox"
        className="form-check-input"
        defaultChecked={checked}
      />
      <label htmlFor={fieldId} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

export function SubmitButton({
  children,
  variant = 'primary',
  action,
  size,
}: {
  children: ReactNode;
  variant?:
    'primary' | 'secondary' | 'danger' | 'outline-primary' | 'outline-secondary' | 'outline-danger';
  /** Sets the form's `action` field when this button is the one pressed. */
  action?: string;
  size?: 'sm';
}) {
  return (
    <button
      type="submit"
      className={`btn btn-${variant}${size ? ` btn-${size}` : ''}`}
      name={action ? 'action' : undefined}
      value={action}
    >
      {children}
    </button>
  );
}
