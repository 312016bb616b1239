import type { Generated, Kysely } from 'kysely';
import type { Timestamp } from '../db/schema';

// The sandbox's own tables, apart from the business schema: only the sandbox reads or writes them,
// and they exist only in databases of sites that run it (see ./sandbox-migrate.ts).

export type SandboxStatus =
  | 'authorizedPendingCapture'
  | 'capturedPendingSettlement'
  | 'settledSuccessfully'
  | 'refundPendingSettlement'
  | 'refundSettledSuccessfully'
  | 'voided'
  | 'declined'
  | 'expired'
  | 'settlementError';

export type SandboxTransactionType = 'authOnlyTransaction' | 'refundTransaction';

/** A one-time card token, keyed by its SHA-256 so the database never holds a usable token. */
export interface SandboxTokensTable {
  token_hash: string;
  login_id: string;
  card_last4: string;
  card_type: string;
  /** YYYY-MM */
  exp_date: string;
  /** Only the card-code result letter, never the code itself. */
  cvv_result: string;
  zip: string | null;
  full_name: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SandboxTransactionsTable {
  id: Generated<number>;
  login_id: string;
  status: SandboxStatus;
  response_code: string;
  reason_code: string;
  auth_code: string;
  amount_cents: number;
  captured_cents: number | null;
  invoice_number: string | null;
  card_last4: string;
  card_type: string;
  cvv_result: string;
  zip: string | null;
  first_name: string | null;
  last_name: string | null;
  fault: string | null;
  submitted_at: Timestamp;
  updated_at: Timestamp;
  transaction_type: Generated<SandboxTransactionType>;
  /** A refund's original transaction (row id). */
  ref_trans_id: number | null;
  /** What refunds against this capture add up to, so they never exceed it. */
  refunded_cents: Generated<number>;
  batch_id: string | null;
  settled_at: Timestamp | null;
}

// A type, not an interface: Kysely's withTables() wants an index-signature-compatible shape.
export type SandboxDatabase = {
  sandbox_tokens: SandboxTokensTable;
  sandbox_transactions: SandboxTransactionsTable;
};

export type SandboxDb = Kysely<SandboxDatabase>;
