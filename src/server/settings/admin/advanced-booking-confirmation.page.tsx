import { SelectField } from '../../admin/ui/form-fields';
import { oneSettingGroup } from '../../admin/ui/settings-form';
import {
  bookingConfirmationSchema,
  saveBookingConfirmation,
} from '../booking-confirmation.service';

// Advanced → Bookings need the office's confirmation (decision 069).

const OPTIONS = [
  { value: 'instant', label: 'No: a booking is confirmed when it is placed' },
  { value: 'office', label: 'Yes: a booking arrives as Requested until the office confirms it' },
] as const;

export const bookingConfirmationSettings = oneSettingGroup({
  action: 'booking-confirmation',
  name: 'bookingConfirmation',
  schema: bookingConfirmationSchema,
  title: 'Confirming bookings',
  intro:
    'When bookings need the office’s confirmation, a booking holds its time as Requested; a card is authorized then and charged only when the office confirms it from the order’s page (declining releases the hold). The customer is e-mailed at each step.',
  submit: 'Save',
  field: (props) => (
    <SelectField {...props} label="Bookings need the office’s confirmation" options={OPTIONS} />
  ),
  write: (ctx, mode) => saveBookingConfirmation(ctx.db, ctx.actor, mode),
  saved: 'Saved. The next booking uses it.',
});
