import { formValue, parseForm } from '../../admin/ui/admin-form';
import type { AdminAction, AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SelectField, SubmitButton } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { type CardCapture, cardCaptureSchema, saveCardCapture } from '../card-capture.service';

// Advanced → Card payments of reservations: capture at once, or authorize for staff to capture.

const OPTIONS = [
  { value: 'capture', label: 'Charge the card at once (authorize and capture)' },
  { value: 'authorize-only', label: 'Authorize only; staff capture it in Orders' },
] as const;

export function CardCaptureForm({ ctx, mode }: { ctx: AdminViewContext; mode: CardCapture }) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'card-capture'
      ? formValue(ctx.submitted, 'cardCapture')
      : mode;
  return (
    <AdminSection
      headingId="card-capture-heading"
      title="Paying reservations online"
      className="mb-4"
    >
      <p className="text-body-secondary">
        A customer pays a reservation made without payment from their Payments page. An authorized
        payment holds the money on the card for up to 30 days until it is captured.
      </p>
      <AdminForm ctx={ctx} action="card-capture" label="Paying reservations online">
        <SelectField name="cardCapture" label="Card payments" value={sent} options={OPTIONS} />
        <SubmitButton>Save</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export const cardCaptureActions: Record<string, AdminAction> = {
  async 'card-capture'(ctx, form) {
    const { cardCapture } = parseForm(cardCaptureSchema, form);
    const changed = await saveCardCapture(ctx.db, ctx.user.id, cardCapture);
    return {
      flash: changed ? 'Saved. The next card payment uses it.' : 'Nothing changed.',
      tone: changed ? 'success' : 'info',
    };
  },
};
