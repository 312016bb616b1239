// The stored states of an order, one spelling everywhere (lower case, as in the database). What a
// customer reads ("Reserved", "Requested", "Cancelled" …) is derived from them:
// portal/inspection-status.ts.

/**
 * `requested`: placed while the office confirms bookings itself (decision 069); it holds its time
 * like an active order but is not yet a confirmed inspection. `active`: a confirmed booking.
 */
export const BOOKING_STATUSES = ['requested', 'active', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The states that hold the order's time: nobody else may book it (the database's index too). */
export const HOLDING_STATUSES = ['requested', 'active'] as const satisfies readonly BookingStatus[];

/** The order holds its time (requested or active), so it can still be cancelled or moved. */
export const holdsTime = (status: BookingStatus): boolean => status !== 'cancelled';

export const ORDER_PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'voided'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
