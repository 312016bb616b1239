// The stored states of an order, one spelling everywhere (lower case, as in the database). What a
// customer reads ("Reserved", "Cancelled" …) is derived from them: portal/inspection-status.ts.

export const BOOKING_STATUSES = ['active', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'voided'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
