import type { ReactNode } from 'react';
import type { AdminContext } from './admin-page';
import { AdminForm, HiddenField, SubmitButton } from './form-fields';
import { BackLink, FormButtons } from './form-layout';

// The parts of a page of entries (pages, reviews, codes…): the New button, each row's Edit and
// Delete, and the form that creates or saves one, all worded from the page's EntryWords.

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
