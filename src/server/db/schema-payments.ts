import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of card payments (the conventions of ./schema.ts apply).

export type PaymentAttemptKind = 'authorize' | 'capture' | 'void' | 'refund';
export type PaymentAttemptStatus = 'started' | 'approved' | 'declined' | 'error' | 'timeout';

/** One call to the payment gateway, written before the call and completed after it. */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  kind: PaymentAttemptKind;
  order_uuid: string | null;
  order_id: number | null;
  session_id: string | null;
  transaction_id: string | null;
  amount_cents: number | null;
  invoice_number: string | null;
  status: PaymentAttemptStatus;
  /** Gateway responseCode ('1'..'4'), or the E000xx code of a refused request. */
  response_code: string | null;
  auth_code: string | null;
  message: string | null;
  reconcile_status: string | null;
  reconcile_claimed_at: Timestamp | null;
  reconcile_tries: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A checkout the server priced, which a card may be authorized for once (payments owns it). */
export interface CheckoutTokensTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token the browser holds. */
  token_hash: string;
  session_id: string;
  ip: string;
  order_uuid: string;
  slot_id: number;
  amount_cents: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A card authorization the gateway did not approve: the card-testing limits count these. */
export interface CardDeclinesTable {
  id: Generated<number>;
  session_id: string;
  ip: string;
  /** What the gateway shows a merchant, e.g. "Visa XXXX1111". */
  card: string | null;
  amount_cents: number;
  order_uuid: string | null;
  reason: string;
  created_at: Timestamp;
}
