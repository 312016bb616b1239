import { modeSettingGroup } from '../../admin/ui/settings-form';
import { bookingConfirmation } from '../booking-confirmation.service';

// Advanced → Bookings need the office's confirmation (decision 069).

export const bookingConfirmationSettings = modeSettingGroup(bookingConfirmation, {
  title: 'Confirming bookings',
  intro:
    'When bookings need the office’s confirmation, a booking holds its time as Requested; a card is authorized then and charged only when the office confirms it from the order’s page (declining releases the hold). The customer is e-mailed at each step.',
  submit: 'Save',
  label: 'Bookings need the office’s confirmation',
  options: {
    instant: 'No: a booking is confirmed when it is placed',
    office: 'Yes: a booking arrives as Requested until the office confirms it',
  },
  error: 'Please choose whether bookings need the office’s confirmation.',
  saved: 'Saved. The next booking uses it.',
});
