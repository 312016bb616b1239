import { modeSettingGroup } from '../../admin/ui/settings-form';
import { cardCapture } from '../card-capture.service';

// Advanced → Card payments of reservations: capture at once, or authorize for staff to capture.

export const cardCaptureSettings = modeSettingGroup(cardCapture, {
  title: 'Paying reservations online',
  intro:
    'A customer pays a reservation made without payment from their Payments page. An authorized payment holds the money on the card for up to 30 days until it is captured.',
  submit: 'Save',
  label: 'Card payments',
  options: {
    capture: 'Charge the card at once (authorize and capture)',
    'authorize-only': 'Authorize only; staff capture it in Orders',
  },
  error: 'Please choose how card payments are taken.',
  saved: 'Saved. The next card payment uses it.',
});
