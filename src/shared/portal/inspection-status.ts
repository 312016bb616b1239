import type { BookingStatus } from '../booking/order-status';

// How the portal names an order's state. Pure: the caller passes `now`, so a test can stand at
// any moment and the list and the order page agree.

export const INSPECTION_STATUSES = [
  'Requested',
  'Reserved',
  'Confirmed',
  'Cancelled',
  'Completed',
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const PAYMENT_LABELS = ['Paid', 'Authorized', 'Not paid'] as const;
export type PaymentLabel = (typeof PAYMENT_LABELS)[number];

/** What the rules read of an order (the stored statuses and the inspection's start). */
export interface OrderState {
  bookingStatus: BookingStatus;
  paymentStatus: 'pending' | 'authorized' | 'paid' | 'voided';
  /** ISO-8601 start of the inspection. */
  start: string;
}

/** The inspection's time has come (it starts at or before `now`). */
export function hasStarted(start: string, now: Date): boolean {
  return Date.parse(start) <= now.getTime();
}

/** A voided authorization took no money: it reads as not paid. */
export function paymentLabel(paymentStatus: OrderState['paymentStatus']): PaymentLabel {
  if (paymentStatus === 'paid') return 'Paid';
  if (paymentStatus === 'authorized') return 'Authorized';
  return 'Not paid';
}

/**
 * Cancelled wins; then a request the office has not confirmed stays Requested (whatever its time
 * or its card hold); then a past inspection is done; then money (or a hold) confirms it.
 */
export function inspectionStatus(order: OrderState, now: Date): InspectionStatus {
  if (order.bookingStatus === 'cancelled') return 'Cancelled';
  if (order.bookingStatus === 'requested') return 'Requested';
  if (hasStarted(order.start, now)) return 'Completed';
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'authorized') return 'Confirmed';
  return 'Reserved';
}

/** Upcoming first, soonest first; then past ones, latest first (ties: newest order first). */
export function sortInspections<T extends { id: number; start: string }>(
  orders: readonly T[],
  now: Date,
): T[] {
  const at = (o: T) => Date.parse(o.start);
  const upcoming = orders.filter((o) => !hasStarted(o.start, now));
  const past = orders.filter((o) => hasStarted(o.start, now));
  upcoming.sort((a, b) => at(a) - at(b) || b.id - a.id);
  past.sort((a, b) => at(b) - at(a) || b.id - a.id);
  return [...upcoming, ...past];
}
