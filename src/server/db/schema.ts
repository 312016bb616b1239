import type { Generated } from 'kysely';
import type {
  RealtorLinksTable,
  RealtorGrantsTable,
  RealtorAccessTriesTable,
  AgreementSignaturesTable,
  AgreementAttemptsTable,
  ReportsTable,
  ReportChunksTable,
  PaymentRefundsTable,
  ManageLinksTable,
  OrderRemindersTable,
} from './schema-after-booking';
import type {
  InspectorsTable,
  InspectorFeedsTable,
  DiscountsTable,
  DiscountUsesTable,
} from './schema-team';
import type {
  ReportTemplatesTable,
  ReportTemplateVersionsTable,
  WrittenReportsTable,
  WrittenReportItemsTable,
  WrittenReportFindingsTable,
  WrittenReportPhotosTable,
  WrittenReportChangesTable,
  WrittenReportVersionsTable,
  WrittenReportPublishedPhotosTable,
} from './schema-written-reports';
import type { AgentsTable, AgentOrdersTable } from './schema-agents';
import type {
  MessageRulesTable,
  MessageTemplatesTable,
  RuleSendsTable,
  TextConsentsTable,
  TextMessagesTable,
} from './schema-messages';
import type {
  RepairRequestsTable,
  RepairRequestItemsTable,
  RepairRequestLinksTable,
  ReportSafetyReadsTable,
  ReportSafetyRemindersTable,
  ReinspectionsTable,
} from './schema-repair-requests';
import type { Timestamp } from './timestamp';

export * from './schema-after-booking';
export * from './schema-team';
export * from './schema-written-reports';
export * from './schema-agents';
export * from './schema-messages';
export * from './schema-repair-requests';

// Table types. Conventions that keep one query code for SQLite and PostgreSQL:
// - times are ISO-8601 UTC strings when written (better-sqlite3 cannot bind Date); pg returns
//   Date for timestamptz columns, so readers normalise with toIso() from ./values.ts;
// - booleans are integers 0/1 (better-sqlite3 cannot bind booleans);
// - money is integer cents; JSON documents are text.
export type { Timestamp } from './timestamp';

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ServiceCategory =
  'home_size' | 'property_age' | 'addon' | 'additional_unit' | 'reinspection';

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  category: ServiceCategory;
  price_cents: number;
  enabled: number;
  description: string;
  sort_order: number;
  /** The minutes the service adds to a visit (a home size's are the base; 0: the default). */
  minutes: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SlotsTable {
  id: Generated<number>;
  starts_at: Timestamp;
  title: string;
  /** Set when an administrator removed a slot that cancelled orders still refer to. */
  withdrawn_at?: Timestamp | null;
  /** 1: a full-day appointment (the higher cancellation fee applies). */
  full_day: Generated<number>;
  /** The inspector whose slot it is; null: the business's own (before it had a team). */
  inspector_id?: number | null;
  /** 1: made when a time from working hours was booked (never listed as a hand-made slot). */
  from_hours: Generated<number>;
  /** The booked visit's length for such a row; null for hand-made slots. */
  minutes?: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An owner's working hours: JSON of WorkingHours (src/shared/slots/working-hours.ts). */
export interface WorkingHoursTable {
  id: Generated<number>;
  /** "business" or "inspector:<id>". */
  owner_key: string;
  inspector_id: number | null;
  hours: string;
  updated_at: Timestamp;
}

/** A time an administrator blocked for an inspector (null: the business's own hours). */
export interface SlotBlocksTable {
  id: Generated<number>;
  inspector_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reason: string;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** queued: waiting or being retried; failed: given up after the retries; logged: no SMTP. */
export type EmailStatus = 'queued' | 'sent' | 'failed' | 'logged';

export interface EmailLogTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  kind: string;
  text_body: string;
  html_body: string | null;
  /** JSON: [{ filename, contentType, content }] */
  attachments: string | null;
  status: EmailStatus;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Outbox: delivery attempts made; the next one is due at next_attempt_at while queued. */
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  /** After this, a failed message is given up (status failed) and shown to the administrator. */
  give_up_at: Timestamp | null;
  /** A worker's claim: no other worker sends the message before lease_until. */
  lease_until: Timestamp | null;
  claimed_by: string | null;
  /** The body to deliver when the logged one is redacted (sign-in secrets); cleared once done. */
  delivery_text: string | null;
  delivery_html: string | null;
  /** The id of the copy an administrator resent. */
  resent_as: number | null;
  /** Where a reply goes (the business, or the customer on the business's notices). */
  reply_to?: string | null;
  /** The Message-ID header given at delivery, on the configured domain. */
  message_id?: string | null;
}

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

import type { BookingStatus, OrderPaymentStatus } from '../../shared/booking/order-status';

export type { BookingStatus, OrderPaymentStatus };

/** A booking: one slot, the customer's cart and checkout (JSON text), priced by the server. */
export interface OrdersTable {
  id: Generated<number>;
  order_uuid: string;
  slot_id: number;
  user_id: number | null;
  session_id: string | null;
  booking_status: BookingStatus;
  payment_status: OrderPaymentStatus;
  payment_method: 'pay-now' | 'pay-later';
  total_cents: number;
  /** JSON: PriceLine[] (src/shared/booking/pricing.ts) */
  price_lines: string;
  /** JSON: Cart (src/shared/booking/cart.ts), derived fields recomputed by the server. */
  cart: string;
  /** JSON: CheckoutValues (src/shared/booking/checkout.ts) */
  checkout: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  transaction_id: string | null;
  auth_code: string | null;
  response_code: string | null;
  authorized_cents: number | null;
  captured_cents: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** The client address a pay-later order came from (limits reservations without payment). */
  client_ip: string | null;
  /** A reservation paid later by card: the card as the gateway names it, and when (receipts). */
  card_type?: string | null;
  card_last4?: string | null;
  paid_at?: Timestamp | null;
  /** One calendar UID for every invitation of the order; SEQUENCE rises with each update. */
  calendar_uid?: string | null;
  calendar_sequence: Generated<number>;
  /** Who cancelled (customer or admin) and the fee the policy kept. */
  cancelled_by?: 'customer' | 'admin' | null;
  cancel_fee_cents?: number | null;
  rescheduled_at?: Timestamp | null;
  /** The discount code applied (upper-case) and what it took off the total. */
  discount_code?: string | null;
  discount_cents?: number | null;
  /** The checkout's "Notes and access details" (user text, shown as text); null when none. */
  notes?: string | null;
  /** The visit's length the server worked out at booking (null: booked before visits had one). */
  visit_minutes?: number | null;
  /** 1: the visit was over the full-day threshold when booked (the full-day fee applies). */
  visit_full_day: Generated<number>;
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

/** A customer review; `shown` 1 puts it on the home page (the reviews feature owns it). */
export interface ReviewsTable {
  id: Generated<number>;
  name: string;
  town: string;
  text: string;
  /** 1 to 5. */
  stars: number;
  shown: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A counter per kind of public data (pages, services, slots), bumped by every change to it. */
export interface CacheVersionsTable {
  topic: string;
  version: number;
}

/** One change made in the admin area (who, what, when, details as JSON text). */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string;
  created_at: Timestamp;
}

/** One counted try of a per-client limit (bucket: which limit; client_key: an address or a user). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  client_key: string;
  at: Timestamp;
}

export interface Database {
  pages: PagesTable;
  services: ServicesTable;
  slots: SlotsTable;
  working_hours: WorkingHoursTable;
  slot_blocks: SlotBlocksTable;
  settings: SettingsTable;
  email_log: EmailLogTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_requests: LoginRequestsTable;
  code_locks: CodeLocksTable;
  orders: OrdersTable;
  payment_attempts: PaymentAttemptsTable;
  audit_log: AuditLogTable;
  cache_versions: CacheVersionsTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
  report_chunks: ReportChunksTable;
  checkout_tokens: CheckoutTokensTable;
  card_declines: CardDeclinesTable;
  agreement_signatures: AgreementSignaturesTable;
  agreement_attempts: AgreementAttemptsTable;
  realtor_links: RealtorLinksTable;
  realtor_grants: RealtorGrantsTable;
  realtor_access_tries: RealtorAccessTriesTable;
  email_changes: EmailChangesTable;
  payment_refunds: PaymentRefundsTable;
  manage_links: ManageLinksTable;
  order_reminders: OrderRemindersTable;
  inspectors: InspectorsTable;
  inspector_feeds: InspectorFeedsTable;
  discounts: DiscountsTable;
  discount_uses: DiscountUsesTable;
  rate_limit_hits: RateLimitHitsTable;
  report_templates: ReportTemplatesTable;
  report_template_versions: ReportTemplateVersionsTable;
  written_reports: WrittenReportsTable;
  message_templates: MessageTemplatesTable;
  message_rules: MessageRulesTable;
  rule_sends: RuleSendsTable;
  text_messages: TextMessagesTable;
  text_consents: TextConsentsTable;
  written_report_items: WrittenReportItemsTable;
  written_report_findings: WrittenReportFindingsTable;
  written_report_photos: WrittenReportPhotosTable;
  written_report_changes: WrittenReportChangesTable;
  written_report_versions: WrittenReportVersionsTable;
  written_report_published_photos: WrittenReportPublishedPhotosTable;
  agents: AgentsTable;
  agent_orders: AgentOrdersTable;
  repair_requests: RepairRequestsTable;
  repair_request_items: RepairRequestItemsTable;
  repair_request_links: RepairRequestLinksTable;
  report_safety_reads: ReportSafetyReadsTable;
  report_safety_reminders: ReportSafetyRemindersTable;
  reinspections: ReinspectionsTable;
}
