import { entryOf, formId, parseForm } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
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
export const reviewsAdminPage = defineAdminPage({
  name: 'manage-reviews',
  title: 'Reviews',
  async view(ctx) {
    const { query } = ctx;
    if (query.new !== undefined) return <ReviewForm ctx={ctx} />;
    if (query.edit) return <ReviewForm ctx={ctx} review={await reviewOf(ctx, query.edit)} />;
    if (query.confirmDelete)
      return <ConfirmDelete ctx={ctx} review={await reviewOf(ctx, query.confirmDelete)} />;
    return <ReviewList ctx={ctx} reviews={await listAllReviews(ctx.db)} />;
  },
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
