import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of the waitlist (the conventions of ./schema.ts apply; waitlist owns the table).

/** waiting → offered (a time held until offer_expires_at) → booked, or expired. */
export type WaitlistState = 'waiting' | 'offered' | 'booked' | 'expired';

/** A visitor waiting for a time in a range of days (decision 070). */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  email: string;
  zip: string;
  /** The range of days wanted, in the business's time zone (YYYY-MM-DD). */
  first_day: string;
  last_day: string;
  /** JSON: WaitlistServices (src/shared/waitlist/waitlist.ts). */
  services: string;
  /** The buyer's inspection contingency deadline (YYYY-MM-DD): offers go earliest first. */
  deadline: string | null;
  state: WaitlistState;
  /** The time held for them while offered (and kept once booked or expired, for the office). */
  offer_start: Timestamp | null;
  offer_minutes: number | null;
  /** A hand-made slot held; null for a time from working hours. */
  offer_slot_id: number | null;
  /** 1: a time from working hours, held for offer_inspector_id (null: the business's own). */
  offer_from_hours: Generated<number>;
  offer_inspector_id: number | null;
  offer_token_hash: string | null;
  offer_expires_at: Timestamp | null;
  order_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
