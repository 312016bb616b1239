import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of the office's messages: edited templates, rules and texts (the conventions of
// ./schema.ts apply).

/** The office's wording of one message kind (the messages feature owns it). */
export interface MessageTemplatesTable {
  key: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A rule: when `event` (offset for timed ones), if the conditions hold, send a message (rules own it). */
export interface MessageRulesTable {
  id: Generated<number>;
  name: string;
  /** The shipped rule it is (`booked-confirmation`, …); null for the office's own. */
  builtin: string | null;
  event: string;
  offset_minutes: Generated<number>;
  if_paid: Generated<string>;
  if_signed: Generated<string>;
  if_realtor: Generated<string>;
  if_service: string | null;
  message_key: string;
  /** Comma-separated: client, second-buyer, realtor, inspector, office, other. */
  recipients: string;
  other_address: string | null;
  channel: string;
  enabled: Generated<number>;
  /** When the office edited a shipped rule (it then sends through the engine); null as shipped. */
  customized_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One rule sent for one order and occurrence (the inspection start, or the event's day): once. */
export interface RuleSendsTable {
  rule_id: number;
  order_id: number;
  occurrence: string;
  sent_at: Timestamp;
}

/** A text message out (queued, sent, failed) or in (received); the texts feature owns it. */
export interface TextMessagesTable {
  id: Generated<number>;
  direction: 'out' | 'in';
  /** E.164. */
  phone: string;
  body: string;
  status: 'queued' | 'sent' | 'failed' | 'received' | 'blocked';
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  give_up_at: Timestamp | null;
  provider_id: string | null;
  error: string | null;
  order_id: number | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A number whose owner agreed to texts (at checkout or in the profile); STOP sets stopped_at. */
export interface TextConsentsTable {
  phone: string;
  agreed_at: Timestamp;
  source: string;
  stopped_at: Timestamp | null;
}
