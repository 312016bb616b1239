import { starGlyphs, starsLabel } from '../../../shared/reviews/review';
import { checkedIn, formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { CheckboxField, SelectField, TextArea, TextField } from '../../admin/ui/form-fields';
import { DeleteConfirmation } from '../../admin/ui/form-layout';
import {
  EntryActionsCell,
  EntryForm,
  type EntryWords,
  NewEntryLink,
} from '../../admin/ui/entry-page';
import { AdminTable, WIDE_ONLY, wide } from '../../admin/ui/table';
import type { ReviewRecord } from '../reviews.service';

// Who wrote the review: two short lines of at most 100 characters each.
const WHO_FIELDS = [
  {
    name: 'name',
    label: 'Name',
    required: true,
    help: 'As the reviewer agreed to be named, e.g. “Maria G.”',
  },
  { name: 'town', label: 'Town', help: 'Optional, e.g. “Pittsburgh, PA”.' },
] as const;

const REVIEWS: EntryWords<ReviewRecord> = {
  one: 'review',
  all: 'reviews',
  name: (r) => `the review by ${r.name}`,
};

const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: starsLabel(n) }));

export function ReviewList({ ctx, reviews }: { ctx: AdminViewContext; reviews: ReviewRecord[] }) {
  return (
    <>
      <p>Shown reviews appear on the home page, newest first.</p>
      <NewEntryLink ctx={ctx} words={REVIEWS} />
      <AdminTable
        caption="Reviews"
        headers={['Name', wide('Town'), 'Stars', 'On the home page', 'Actions']}
        empty="There are no reviews yet."
      >
        {reviews.map((r) => (
          <tr key={r.id} className={r.shown ? undefined : 'text-body-secondary'}>
            <td>{r.name}</td>
            <td className={WIDE_ONLY}>{r.town}</td>
            <td>
              <span aria-hidden="true">{starGlyphs(r.stars)}</span>
              <span className="visually-hidden">{starsLabel(r.stars)}</span>
            </td>
            <td>{r.shown ? 'Shown' : 'Hidden'}</td>
            <EntryActionsCell ctx={ctx} entry={r} words={REVIEWS} />
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** Create (no review) or edit form; after a refused post it shows what was sent. */
export function ReviewForm({ ctx, review }: { ctx: AdminViewContext; review?: ReviewRecord }) {
  const sent = ctx.submitted;
  const value = (name: 'name' | 'town' | 'text' | 'stars') => {
    if (sent) return formValue(sent, name);
    if (!review) return name === 'stars' ? '5' : '';
    return name === 'stars' ? String(review.stars) : review[name];
  };
  const shown = checkedIn(sent, 'shown', review?.shown ?? true);
  return (
    <EntryForm ctx={ctx} entry={review} words={REVIEWS}>
      {WHO_FIELDS.map((f) => (
        <TextField key={f.name} {...f} value={value(f.name)} maxLength={100} />
      ))}
      <TextArea
        name="text"
        label="Review text"
        value={value('text')}
        rows={5}
        required
        help="Plain text, at most 2,000 characters."
      />
      <SelectField name="stars" label="Stars" value={value('stars')} options={STAR_OPTIONS} />
      <CheckboxField name="shown" label="Show on the home page" checked={shown} />
    </EntryForm>
  );
}

export function ConfirmDelete({ ctx, review }: { ctx: AdminViewContext; review: ReviewRecord }) {
  return (
    <DeleteConfirmation ctx={ctx} id={review.id} button="Delete review">
      Delete the review by <strong>{review.name}</strong>
      {review.town ? ` (${review.town})` : ''}? This cannot be undone; to take it off the home page
      for now, edit it and untick “Show on the home page” instead.
    </DeleteConfirmation>
  );
}
