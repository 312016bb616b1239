import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of what follows a published report: repair requests and Safety findings read (the
// reports feature owns them; conventions of ./schema.ts).

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

/** A Safety finding of the published report the client confirmed reading ("I have read this"). */
export interface ReportSafetyReadsTable {
  order_id: number;
  finding_id: string;
  read_by: number | null;
  /** The name shown to the business (the user's name, else their e-mail). */
  reader: string;
  read_at: Timestamp;
}

/** The one reminder of unread Safety findings an order got. */
export interface ReportSafetyRemindersTable {
  order_id: number;
  unread: number;
  sent_at: Timestamp;
}

/** A reinspection order, linked to the order it checks again and the request it came from. */
export interface ReinspectionsTable {
  order_id: number;
  original_order_id: number;
  repair_request_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
  /** The checklist kept since it was made (a TemplateDocument); null until first built. */
  checklist_json: string | null;
}
