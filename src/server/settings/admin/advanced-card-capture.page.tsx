import { SelectField } from '../../admin/ui/form-fields';
import { oneSettingGroup } from '../../admin/ui/settings-form';
import { cardCaptureSchema, saveCardCapture } from '../card-capture.service';

// Advanced → Card payments of reservations: capture at once, or authorize for staff to capture.

const OPTIONS = [
  { value: 'capture', label: 'Charge the card at once (authorize and capture)' },
  { value: 'authorize-only', label: 'Authorize only; staff capture it in Orders' },
] as const;

export const cardCaptureSettings = oneSettingGroup({
  action: 'card-capture',
  name: 'cardCapture',
  schema: cardCaptureSchema,
  title: 'Paying reservations online',
  intro:
    'A customer pays a reservation made without payment from their Payments page. An authorized payment holds the money on the card for up to 30 days until it is captured.',
  submit: 'Save',
  field: (props) => <SelectField {...props} label="Card payments" options={OPTIONS} />,
  write: (ctx, mode) => saveCardCapture(ctx.db, ctx.actor, mode),
  saved: 'Saved. The next card payment uses it.',
});
