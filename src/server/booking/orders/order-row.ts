import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BookingStatus, OrderPaymentStatus, OrdersTable, SlotsTable } from '../../db/schema';
import { toIso } from '../../db/values';
import { SLOT_AND_INSPECTOR_COLUMNS } from '../../slots/slot-columns';

// An order as its one writer (./orders.repository.ts) stores it and every reader reads it: the
// types, the joined select and the row's mapping. Only reads here.

export interface NewOrder {
  orderUuid: string;
  slotId: number;
  userId: number | null;
  sessionId: string | null;
  /** Where the order came from; optional for callers that do not know (tests, imports). */
  clientIp?: string | null;
  paymentStatus: OrderPaymentStatus;
  /** 'requested' while the office confirms bookings itself (decision 069); 'active' by default. */
  bookingStatus?: 'requested' | 'active';
  paymentMethod: 'pay-now' | 'pay-later';
  totalCents: number;
  priceLines: unknown;
  cart: unknown;
  checkout: unknown;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  transactionId: string | null;
  authCode: string | null;
  responseCode: string | null;
  authorizedCents: number | null;
  capturedCents: number | null;
  /** The calendar UID its first invitation names (left out: derived the same way when needed). */
  calendarUid?: string | null;
  /** The discount code applied (upper-case) and the cents it took off. */
  discountCode?: string | null;
  discountCents?: number | null;
  /** The checkout's notes and access details (null or absent: none). */
  notes?: string | null;
  /** The visit's length worked out at booking, and whether that made it a full day. */
  visitMinutes?: number | null;
  visitFullDay?: boolean;
  /** The buyer's inspection contingency deadline (YYYY-MM-DD), when given. */
  inspectionDeadline?: string | null;
}

/** An order as stored, with its slot; JSON documents left as text for the caller to parse. */
export interface Order extends Omit<
  NewOrder,
  'priceLines' | 'cart' | 'checkout' | 'responseCode' | 'bookingStatus'
> {
  id: number;
  bookingStatus: BookingStatus;
  slotStart: string;
  slotTitle: string;
  priceLinesJson: string;
  cartJson: string;
  checkoutJson: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  /**
   * A full-day appointment (the higher cancellation fee): the slot is marked so, or the visit
   * booked was longer than the full-day threshold.
   */
  slotFullDay: boolean;
  visitMinutes: number | null;
  /** Null until the first invitation named one (orders placed before calendar updates). */
  calendarUid: string | null;
  calendarSequence: number;
  cancelledBy: 'customer' | 'admin' | null;
  cancelFeeCents: number | null;
  rescheduledAt: string | null;
  /** A request the office moved to another time, waiting for the customer's yes (null: none). */
  proposedAt: string | null;
  /** Until when the proposed time is held (null: no proposal, or one made before it expired). */
  proposalExpiresAt: string | null;
  /** When an unanswered proposal lapsed and cancelled the request (null: it did not). */
  proposalLapsedAt: string | null;
  /** The inspector of the order's slot (null: the business's own slot). */
  inspectorName: string | null;
  /** That inspector's id (null: the business's own slot); a move keeps it when it must. */
  slotInspectorId: number | null;
}

export type OrderRow = Selectable<OrdersTable> &
  Pick<Selectable<SlotsTable>, 'starts_at' | 'title' | 'full_day' | 'inspector_id'> & {
    inspector_first_name: string | null;
    inspector_last_name: string | null;
  };

/** Orders with their slot's start, title and inspector; the admin listing filters and pages this. */
export function selectOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('slots', 'slots.id', 'orders.slot_id')
    .leftJoin('inspectors', 'inspectors.id', 'slots.inspector_id')
    .leftJoin('users as inspector_user', 'inspector_user.id', 'inspectors.user_id')
    .selectAll('orders')
    .select(SLOT_AND_INSPECTOR_COLUMNS);
}

const inspectorNameOf = (r: Pick<OrderRow, 'inspector_first_name' | 'inspector_last_name'>) =>
  r.inspector_first_name === null
    ? null
    : `${r.inspector_first_name} ${r.inspector_last_name ?? ''}`.trim();

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  orderUuid: r.order_uuid,
  slotId: r.slot_id,
  userId: r.user_id,
  sessionId: r.session_id,
  slotStart: toIso(r.starts_at),
  slotTitle: r.title,
  bookingStatus: r.booking_status,
  paymentStatus: r.payment_status,
  paymentMethod: r.payment_method,
  totalCents: r.total_cents,
  authorizedCents: r.authorized_cents,
  capturedCents: r.captured_cents,
  transactionId: r.transaction_id,
  authCode: r.auth_code,
  customerName: r.customer_name,
  customerEmail: r.customer_email,
  customerPhone: r.customer_phone,
  priceLinesJson: r.price_lines,
  cartJson: r.cart,
  checkoutJson: r.checkout,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
  cancelledAt: r.cancelled_at === null ? null : toIso(r.cancelled_at),
  slotFullDay: Number(r.full_day) === 1 || Number(r.visit_full_day) === 1,
  visitMinutes: r.visit_minutes ?? null,
  visitFullDay: Number(r.visit_full_day) === 1,
  calendarUid: r.calendar_uid ?? null,
  calendarSequence: Number(r.calendar_sequence ?? 0),
  cancelledBy: r.cancelled_by ?? null,
  cancelFeeCents: r.cancel_fee_cents ?? null,
  rescheduledAt: r.rescheduled_at ? toIso(r.rescheduled_at) : null,
  proposedAt: r.proposed_at ? toIso(r.proposed_at) : null,
  proposalExpiresAt: r.proposal_expires_at ? toIso(r.proposal_expires_at) : null,
  proposalLapsedAt: r.proposal_lapsed_at ? toIso(r.proposal_lapsed_at) : null,
  discountCode: r.discount_code ?? null,
  discountCents: r.discount_cents ?? null,
  notes: r.notes ?? null,
  inspectionDeadline: r.inspection_deadline ?? null,
  inspectorName: inspectorNameOf(r),
  slotInspectorId: r.inspector_id ?? null,
});
