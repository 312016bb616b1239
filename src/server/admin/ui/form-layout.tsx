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

/** How an entry page names its entries, so its links, forms and labels all say it alike. */
export interface EntryWords<T> {
  /** One entry, e.g. "review". */
  one: string;
  /** All of them, e.g. "reviews". */
  all: string;
  /** One in the words of the Save and Create buttons, when not `one` (e.g. "code"). */
  short?: string;
  /** A given entry as its actions name it, e.g. "the review by Ann". */
  name: (entry: T) => string;
}

/**
 * The form that creates an entry, or saves the existing `entry`, under the link back to the list
 * (and an optional `note`): its fields, then Save or Create (posting `save` or `create`) and
 * Cancel, unless it has `buttons` of its own, each naming its action.
 */
export function EntryForm<T extends { id: number }>({
  ctx,
  entry,
  words,
  note,
  buttons,
  children,
}: {
  ctx: Pick<AdminContext, 'path' | 'url' | 'csrfToken'>;
  entry: T | undefined;
  words: EntryWords<T>;
  note?: ReactNode;
  buttons?: ReactNode;
  children: ReactNode;
}) {
  const action = entry ? 'save' : 'create';
  const label = entry ? `Edit ${words.name(entry)}` : `New ${words.one}`;
  const short = words.short ?? words.one;
  return (
    <>
      <BackLink href={ctx.path}>{`Back to all ${words.all}`}</BackLink>
      {note}
      <AdminForm ctx={ctx} action={buttons ? undefined : action} label={label}>
        {entry && <HiddenField name="id" value={entry.id} />}
        {children}
        {buttons ?? (
          <FormButtons cancelHref={ctx.path}>
            <SubmitButton>{entry ? `Save ${short}` : `Create ${short}`}</SubmitButton>
          </FormButtons>
        )}
      </AdminForm>
    </>
  );
}

/** The button above a list that opens the form for a new entry. */
export function NewEntryLink<T>({
  ctx,
  words,
}: {
  ctx: Pick<AdminContext, 'link'>;
  words: EntryWords<T>;
}) {
  return (
    <p>
      <a className="btn btn-primary" href={ctx.link({ new: 1 })}>
        {`New ${words.one}`}
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
 * A list row's actions cell: Edit, any further actions, then Delete (which opens the
 * confirmation) unless not `deletable`, each named for assistive technology by its entry.
 */
export function EntryActionsCell<T extends { id: number }>({
  ctx,
  entry,
  words,
  deletable = true,
  children,
}: {
  ctx: Pick<AdminContext, 'link'>;
  entry: T;
  words: EntryWords<T>;
  deletable?: boolean;
  children?: ReactNode;
}) {
  const name = words.name(entry);
  return (
    <td className="admin-actions">
      <a href={ctx.link({ edit: entry.id })} aria-label={`Edit ${name}`}>
        Edit
      </a>
      {children}
      {deletable && (
        <a
          href={ctx.link({ confirmDelete: entry.id })}
          className="link-danger"
          aria-label={`Delete ${name}`}
        >
          Delete
        </a>
      )}
    </td>
  );
}
