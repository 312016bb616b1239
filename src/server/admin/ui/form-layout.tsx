import type { ReactNode } from 'react';
import type { AdminContext } from './admin-page';
import { AdminForm, HiddenField, SubmitButton } from './form-fields';

// The layout every admin page shares around its forms and lists, so they look and read alike.

/** A titled part of a page, named for assistive technology by its heading. */
export function AdminSection({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Fields under one legend: a group of choices, its legend read like a field's label, or (`part`)
 * a part of a long form, its legend a small heading.
 */
export function FieldGroup({
  legend,
  part,
  describedBy,
  children,
}: {
  legend: string;
  part?: boolean;
  /** The id of the group's help text. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className={part ? 'h6' : 'form-label fs-6'}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The link above a form or detail view back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href}>{children}</a>
    </p>
  );
}

/** A form's buttons, then Cancel back to the list. */
export function FormButtons({
  cancelHref,
  className = 'admin-actions',
  children,
}: {
  cancelHref: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <a href={cancelHref} className="btn btn-link">
        Cancel
      </a>
    </div>
  );
}

/** A one-button form in a list row acting on that row's entry (`id`). */
export function RowActionButton({
  ctx,
  action,
  id,
  label,
  children,
}: {
  ctx: Pick<AdminContext, 'url' | 'csrfToken'>;
  action: string;
  id: number;
  /** What the button does to which entry, for assistive technology. */
  label: string;
  children: ReactNode;
}) {
  return (
    <AdminForm ctx={ctx} action={action}>
      <HiddenField name="id" value={id} />
      <button type="submit" className="btn btn-sm btn-outline-primary" aria-label={label}>
        {children}
      </button>
    </AdminForm>
  );
}

/** "Delete this?" with the question, a danger button posting `delete`, and Cancel. */
export function DeleteConfirmation({
  ctx,
  id,
  button,
  children,
}: {
  ctx: Pick<AdminContext, 'path' | 'csrfToken'>;
  id: number;
  button: string;
  children: ReactNode;
}) {
  return (
    <section aria-label="Confirm deletion">
      <p>{children}</p>
      <AdminForm ctx={{ ...ctx, url: ctx.path }} action="delete" className="admin-actions">
        <HiddenField name="id" value={id} />
        <SubmitButton variant="danger">{button}</SubmitButton>
        <a href={ctx.path} className="btn btn-link">
          Cancel
        </a>
      </AdminForm>
    </section>
  );
}
