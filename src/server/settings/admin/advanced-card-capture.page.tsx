import { parseForm } from '../../admin/ui/admin-form';
import { SelectField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import { type CardCapture, cardCaptureSchema, saveCardCapture } from '../card-capture.service';

// Advanced → Card payments of reservations: capture at once, or authorize for staff to capture.

const OPTIONS = [
  { value: 'capture', label: 'Charge the card at once (authorize and capture)' },
  { value: 'authorize-only', label: 'Authorize only; staff capture it in Orders' },
] as const;

export const cardCaptureSettings = settingsGroup({
  action: 'card-capture',
  title: 'Paying reservations online',
  intro:
    'A customer pays a reservation made without payment from their Payments page. An authorized payment holds the money on the card for up to 30 days until it is captured.',
  submit: 'Save',
  shown: (mode: CardCapture) => ({ cardCapture: mode }),
  fields: (value) => (
    <SelectField
      name="cardCapture"
      label="Card payments"
      value={value('cardCapture')}
      options={OPTIONS}
    />
  ),
  read: (form) => parseForm(cardCaptureSchema, form).cardCapture,
  write: (ctx, mode) => saveCardCapture(ctx.db, ctx.actor, mode),
  saved: 'Saved. The next card payment uses it.',
});
