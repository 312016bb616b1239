import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of the repair requests (the reports feature owns them; conventions of ./schema.ts).

/** A named draft of the things a client asks the seller to fix, on one order's report. */
export interface RepairRequestsTable {
  id: Generated<number>;
  order_id: number;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One finding asked for, with a copy of the finding as published when it was added. */
export interface RepairRequestItemsTable {
  request_id: number;
  finding_id: string;
  /** repair | replace | evaluate | credit */
  ask: string;
  /** Only for a credit: a positive amount. */
  credit_cents: number | null;
  note: string;
  finding_text: string;
  severity: string;
  location: string;
  section_title: string;
  item_title: string;
  added_at: Timestamp;
}

/** A read-only link for the seller's side; the token itself is never stored. */
export interface RepairRequestLinksTable {
  id: Generated<number>;
  request_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}
