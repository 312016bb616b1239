import { entryOf, formId, parseForm } from '../../admin/ui/admin-form';
import { defineEntryAdminPage } from '../../admin/ui/entry-admin-page';
import {
  createReview,
  editReview,
  findReview,
  listAllReviews,
  removeReview,
  REVIEW_NOT_FOUND,
  reviewInputSchema,
} from '../reviews.service';
import { ConfirmDelete, ReviewForm, ReviewList } from './manage-reviews.page';

const reviewOf = entryOf(findReview, 'review', REVIEW_NOT_FOUND);

const shownNote = (shown: boolean) =>
  shown ? 'The home page shows it at once.' : 'It is hidden from the home page.';

/** Reviews: list, create, edit (text, stars, shown or hidden), delete with confirmation. */
export const reviewsAdminPage = defineEntryAdminPage({
  name: 'manage-reviews',
  title: 'Reviews',
  find: reviewOf,
  form: (ctx, review) => <ReviewForm ctx={ctx} review={review} />,
  views: { confirmDelete: (ctx, review) => <ConfirmDelete ctx={ctx} review={review} /> },
  list: async (ctx) => <ReviewList ctx={ctx} reviews={await listAllReviews(ctx.db)} />,
  actions: {
    async create(ctx, form) {
      const input = parseForm(reviewInputSchema, form);
      await createReview(ctx.db, ctx.actor, input);
      return { flash: `Review by ${input.name} created. ${shownNote(input.shown)}`, to: {} };
    },
    async save(ctx, form) {
      const id = formId(form, 'review');
      const input = parseForm(reviewInputSchema, form);
      await editReview(ctx.db, ctx.actor, id, input);
      return { flash: `Review by ${input.name} saved. ${shownNote(input.shown)}`, to: {} };
    },
    async delete(ctx, form) {
      const name = await removeReview(ctx.db, ctx.actor, formId(form, 'review'));
      return { flash: `Review by ${name} deleted.`, to: {} };
    },
  },
});
