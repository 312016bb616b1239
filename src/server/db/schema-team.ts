import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of the team and promotions: inspectors, their calendar feeds and discount codes
// (the conventions of ./schema.ts apply).

/** An inspector's profile; name, e-mail and phone stay on the user (the inspectors feature owns it). */
export interface InspectorsTable {
  id: Generated<number>;
  user_id: number;
  bio: Generated<string>;
  licence_number: Generated<string>;
  photo_type: string | null;
  /** Base64 of the photo's bytes. */
  photo_data: string | null;
  photo_updated_at: Timestamp | null;
  /** 1: named on the site, and customers may choose this inspector. */
  shown: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A calendar subscription token of an inspector (inspector-portal owns it); only its SHA-256 is kept. */
export interface InspectorFeedsTable {
  id: Generated<number>;
  inspector_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type DiscountKind = 'percent' | 'fixed';

/** A discount code, stored upper-case (the discounts feature owns it). */
export interface DiscountsTable {
  id: Generated<number>;
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount_cents: number | null;
  /** JSON array of service ids, or null for every service. */
  service_ids: string | null;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: Generated<number>;
  /** Uses taken and not given back: raised only while below max_uses. */
  uses: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One order's use of a code (the discounts feature owns it); released when the order is cancelled. */
export interface DiscountUsesTable {
  id: Generated<number>;
  discount_id: number;
  order_id: number;
  customer_email: string;
  amount_cents: number;
  created_at: Timestamp;
  released_at: Timestamp | null;
}
