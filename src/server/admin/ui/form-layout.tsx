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

/** The link above a form or detail view back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href}>{children}</a>
    </p>
  );
}

/**
 * The form that creates an entry, or saves the existing one `id`, under the link back to the list.
 * It posts `create` or `save`, unless `buttonsNameAction` (then each submit button names its own).
 */
export function EntryForm({
  ctx,
  id,
  back,
  label,
  buttonsNameAction,
  children,
}: {
  ctx: Pick<AdminContext, 'path' | 'url' | 'csrfToken'>;
  id: number | undefined;
  /** The back link's text. */
  back: string;
  label: string;
  buttonsNameAction?: boolean;
  children: ReactNode;
}) {
  const action = buttonsNameAction ? undefined : id === undefined ? 'create' : 'save';
  return (
    <>
      <BackLink href={ctx.path}>{back}</BackLink>
      <AdminForm ctx={ctx} action={action} label={label}>
        {id !== undefined && <HiddenField name="id" value={id} />}
        {children}
      </AdminForm>
    </>
  );
}

/** The button above a list that opens the form for a new entry. */
export function NewEntryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className="btn btn-primary" href={href}>
        {children}
      </a>
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

/**
 * A list row's actions cell: Edit, any further links, then Delete (which opens the confirmation),
 * each named for assistive technology by what it acts on (`entry`, e.g. "the review by Ann").
 */
export function EditDeleteCell({
  ctx,
  id,
  entry,
  children,
}: {
  ctx: Pick<AdminContext, 'link'>;
  id: number;
  entry: string;
  children?: ReactNode;
}) {
  return (
    <td className="admin-actions">
      <a href={ctx.link({ edit: id })} aria-label={`Edit ${entry}`}>
        Edit
      </a>
      {children}
      <a
        href={ctx.link({ confirmDelete: id })}
        className="link-danger"
        aria-label={`Delete ${entry}`}
      >
        Delete
      </a>
    </td>
  );
}
