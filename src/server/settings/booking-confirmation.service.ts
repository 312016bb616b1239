import { modeSetting } from './audited-setting';

// Advanced → "Bookings need the office's confirmation" (decision 069): off by default, a placed
// booking is confirmed at once; on, it arrives as Requested and the office confirms, declines or
// proposes another time from the order's page. The first mode is the default.

/** `save` is the administrator's change (Advanced), audited; false when nothing changed. */
export const bookingConfirmation = modeSetting({
  key: 'booking.confirmation',
  section: 'booking-confirmation',
  name: 'bookingConfirmation',
  modes: ['instant', 'office'],
});
