import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of sign-in and accounts (the conventions of ./schema.ts apply).

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** JSON array of role names, e.g. ["administrator"]. */
  roles: string;
  /** No longer read: wrong codes lock a client for a while (code_locks), never the account. */
  failed_code_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session cookie value. */
  id: string;
  user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginRequestsTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  session_id: string | null;
  ip: string;
  token_hash: string | null;
  code_hash: string | null;
  token_expires_at: Timestamp | null;
  code_expires_at: Timestamp | null;
  attempts: number;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
  /** 1: answered quietly over the per-e-mail limit (no e-mail); counts only for the client IP. */
  throttled: Generated<number>;
}

/** Wrong sign-in codes per client ("ip|<ip>") and per account and client ("<user id>|<ip>"). */
export interface CodeLocksTable {
  key: string;
  user_id: number | null;
  ip: string;
  /** Wrong codes since the last lock (forgotten an hour after the last one). */
  failures: number;
  /** Locks so far: each one lasts twice as long as the one before. */
  locks: number;
  locked_until: Timestamp | null;
  last_failure_at: Timestamp;
}

/** A new e-mail address waiting for the code sent to it (users owns it: profile.repository). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  /** HMAC (hex) of the code with the site secret. */
  code_hash: string;
  ip: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}
