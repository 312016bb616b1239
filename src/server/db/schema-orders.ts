import type { Generated } from 'kysely';
import type { BookingStatus, OrderPaymentStatus } from '../../shared/booking/order-status';
import type { Timestamp } from './timestamp';

// Table types of bookings (the conventions of ./schema.ts apply).

export type { BookingStatus, OrderPaymentStatus };

/** A booking: one slot, the customer's cart and checkout (JSON text), priced by the server. */
export interface OrdersTable {
  id: Generated<number>;
  order_uuid: string;
  slot_id: number;
  user_id: number | null;
  session_id: string | null;
  booking_status: BookingStatus;
  payment_status: OrderPaymentStatus;
  payment_method: 'pay-now' | 'pay-later';
  total_cents: number;
  /** JSON: PriceLine[] (src/shared/booking/pricing.ts) */
  price_lines: string;
  /** JSON: Cart (src/shared/booking/cart.ts), derived fields recomputed by the server. */
  cart: string;
  /** JSON: CheckoutValues (src/shared/booking/checkout.ts) */
  checkout: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  transaction_id: string | null;
  auth_code: string | null;
  response_code: string | null;
  authorized_cents: number | null;
  captured_cents: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** The client address a pay-later order came from (limits reservations without payment). */
  client_ip: string | null;
  /** A reservation paid later by card: the card as the gateway names it, and when (receipts). */
  card_type?: string | null;
  card_last4?: string | null;
  paid_at?: Timestamp | null;
  /** One calendar UID for every invitation of the order; SEQUENCE rises with each update. */
  calendar_uid?: string | null;
  calendar_sequence: Generated<number>;
  /** Who cancelled (customer or admin) and the fee the policy kept. */
  cancelled_by?: 'customer' | 'admin' | null;
  cancel_fee_cents?: number | null;
  rescheduled_at?: Timestamp | null;
  /** The discount code applied (upper-case) and what it took off the total. */
  discount_code?: string | null;
  discount_cents?: number | null;
  /** The checkout's "Notes and access details" (user text, shown as text); null when none. */
  notes?: string | null;
  /** The visit's length the server worked out at booking (null: booked before visits had one). */
  visit_minutes?: number | null;
  /** 1: the visit was over the full-day threshold when booked (the full-day fee applies). */
  visit_full_day: Generated<number>;
  /** A requested order the office moved to another time, waiting for the customer's yes. */
  proposed_at?: Timestamp | null;
  /** Until when the proposed time is held for the customer's yes (decision 077). */
  proposal_expires_at?: Timestamp | null;
  /** When an unanswered proposal lapsed: the request was cancelled and its time freed. */
  proposal_lapsed_at?: Timestamp | null;
  /** The buyer's inspection contingency deadline (YYYY-MM-DD), when given at the checkout. */
  inspection_deadline?: string | null;
}
