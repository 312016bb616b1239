import { z } from 'zod';
import { modeSetting } from './audited-setting';

// Advanced → "Bookings need the office's confirmation" (decision 069): off by default, a placed
// booking is confirmed at once; on, it arrives as Requested and the office confirms, declines or
// proposes another time from the order's page.

export const BOOKING_CONFIRMATION_MODES = ['instant', 'office'] as const;
export type BookingConfirmation = (typeof BOOKING_CONFIRMATION_MODES)[number];

export const bookingConfirmationSchema = z.object({
  bookingConfirmation: z.enum(BOOKING_CONFIRMATION_MODES, {
    error: 'Please choose whether bookings need the office’s confirmation.',
  }),
});

const bookingConfirmation = modeSetting({
  key: 'booking.confirmation',
  section: 'booking-confirmation',
  modes: BOOKING_CONFIRMATION_MODES,
});

export const getBookingConfirmation = bookingConfirmation.get;
export const setBookingConfirmation = bookingConfirmation.set;

/** The administrator's change (Advanced), audited; false when nothing changed. */
export const saveBookingConfirmation = bookingConfirmation.save;
