import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of what follows a booking: realtor links, signed agreements, reports, refunds,
// manage links and reminders (the conventions of ./schema.ts apply).

/** A realtor's link to one order's reports (realtor-access owns it); only the token's hash is kept. */
export interface RealtorLinksTable {
  id: Generated<number>;
  order_id: number;
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A browser session a realtor link's button let into that link's order (realtor-access owns it). */
export interface RealtorGrantsTable {
  id: Generated<number>;
  session_id: string;
  link_id: number;
  order_id: number;
  created_at: Timestamp;
}

/** One press of a realtor link's button, counted per client address (realtor-access owns it). */
export interface RealtorAccessTriesTable {
  id: Generated<number>;
  ip: string;
  created_at: Timestamp;
}

/** An inspection agreement as signed: a full copy of what was signed (the agreements feature owns it). */
export interface AgreementSignaturesTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  signed_name: string;
  signed_at: Timestamp;
  ip: string;
  user_agent: string;
  /** SHA-256 (hex) of the title, a blank line and the content signed. */
  text_sha256: string;
  title: string;
  content: string;
  /** JSON array of the buyers' names as on the order. */
  buyer_names: string;
  realtor_name: string;
}

/** One signing request, counted by the agreements' rate limit. */
export interface AgreementAttemptsTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  created_at: Timestamp;
}

/** An uploaded inspection report (PDF) of an order (the reports feature owns it). */
export interface ReportsTable {
  id: Generated<number>;
  order_id: number;
  /** The uploaded name, sanitised to a safe download name. */
  filename: string;
  size_bytes: number;
  /** SHA-256 (hex) of the bytes, set once the upload is complete. */
  sha256: string;
  content_type: string;
  /** database: the bytes are report_chunks rows; directory: a file at storage_path. */
  storage_kind: 'database' | 'directory';
  storage_path: string | null;
  /** 0 while the upload is arriving; such rows are never listed and are cleaned up. */
  complete: number;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
  published_at: Timestamp | null;
  unpublished_at: Timestamp | null;
  /** The written report's version this file is the PDF of (null: uploaded). */
  web_version: number | null;
}

/** One part (about 1 MB) of a report kept in the database (the reports feature owns it). */
export interface ReportChunksTable {
  report_id: number;
  seq: number;
  data: Uint8Array;
}

export type RefundStatus = 'due' | 'issued' | 'failed';

/** Money payments owes back on a cancelled order: issued now, or once the capture has settled. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  order_id: number;
  order_uuid: string;
  /** The captured transaction the refund is against. */
  transaction_id: string;
  amount_cents: number;
  status: RefundStatus;
  refund_transaction_id: string | null;
  message: string | null;
  tries: Generated<number>;
  claimed_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  issued_at: Timestamp | null;
}

/** A "Manage your inspection" link from an e-mail (portal owns it): only its SHA-256 is kept. */
export interface ManageLinksTable {
  id: Generated<number>;
  order_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A reminder queued for an order at one inspection time (reminders owns it). */
export interface OrderRemindersTable {
  id: Generated<number>;
  order_id: number;
  reminder: string;
  starts_at: Timestamp;
  email_id: number | null;
  created_at: Timestamp;
}
