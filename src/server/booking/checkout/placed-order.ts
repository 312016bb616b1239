import type { Cart } from '../../../shared/booking/cart';
import type { CheckoutValues } from '../../../shared/booking/checkout';
import type { OrderSubmission } from '../../../shared/booking/order-submission';
import type { PriceLine } from '../../../shared/booking/pricing';
import type { Slot } from '../../../shared/slots/slot';
import type { Db } from '../../db/database';
import type { SettingsSource } from '../../settings/settings.service';
import type { UnpaidLimits } from './unpaid-limits.service';

// What placing an order takes and answers: the orders service's contract with its route, the
// card checkout and the messages that name a newly saved order.

/** Everything the confirmations need about a newly saved order. */
export interface PlacedOrderDetails {
  id: number;
  orderUuid: string;
  slot: Slot;
  cart: Cart;
  checkout: CheckoutValues;
  lines: PriceLine[];
  totalCents: number;
  paymentStatus: 'pending' | 'authorized' | 'paid';
  /** 'requested': the office confirms it later (its card held, not captured). */
  bookingStatus: 'requested' | 'active';
  /** The discount code applied and what it took off (totalCents is after it). */
  discount?: { code: string; cents: number };
  /** The UID every calendar update of the order names. */
  calendarUid?: string | null;
  /** The booked inspector's name (null: the business's own slot), named in the e-mails. */
  inspectorName?: string | null;
}

export type PlaceOrderResult =
  { id: number; created: true; details: PlacedOrderDetails } | { id: number; created: false };

export interface PlaceOrderInput {
  submission: OrderSubmission;
  sessionId: string | null;
  now: Date;
  /** The client address, kept with the order (limits reservations without payment per address). */
  clientIp?: string | null;
  /** Limits of reservations without payment (Admin → Advanced); none when left out. */
  unpaidLimits?: UnpaidLimits;
  /** Stored with the order: the UID its first invitation and every update name. */
  calendarUid?: string;
  /** Reads `afterSave` needs, made beside the pricing: waited for before the transaction. */
  beforeBegin?: Promise<unknown>;
  /** Runs in the order's own transaction once it is inserted (queues its e-mails). */
  afterSave?: (trx: Db, order: PlacedOrderDetails) => Promise<void>;
  /** The settings the booking rules are read from (the route's kept copy); the database's. */
  settings?: SettingsSource;
  /** The business's time zone (working hours are in it); New York when left out. */
  timeZone?: string;
  /** The signed-in user placing it: a reinspection is linked to their own order only. */
  userId?: number | null;
  /** 'requested' while bookings need the office's confirmation (decision 069). */
  bookingStatus?: 'requested' | 'active';
  /** Set by placeOrder itself when it tries again after losing a race for an any-inspector time. */
  slotRetried?: boolean;
}
