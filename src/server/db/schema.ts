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
import type {
  UsersTable,
  SessionsTable,
  LoginRequestsTable,
  CodeLocksTable,
  EmailChangesTable,
} from './schema-auth';
import type { OrdersTable } from './schema-orders';
import type {
  PaymentAttemptsTable,
  CheckoutTokensTable,
  CardDeclinesTable,
} from './schema-payments';
import type { Timestamp } from './timestamp';

export * from './schema-after-booking';
export * from './schema-team';
export * from './schema-written-reports';
export * from './schema-agents';
export * from './schema-messages';
export * from './schema-repair-requests';
export * from './schema-auth';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-waitlist';
import type { WaitlistEntriesTable } from './schema-waitlist';

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

/** The ZIPs an inspector (or the business) covers; one row per owner (decision 068). */
export interface ServiceAreasTable {
  id: Generated<number>;
  /** "business" or "inspector:<id>". */
  owner_key: string;
  inspector_id: number | null;
  /** Five-digit ZIPs separated by spaces. */
  zips: string;
  updated_at: Timestamp;
}

/** A zone whose ZIPs add a travel fee to an order, in the office's order (position). */
export interface TravelZonesTable {
  id: Generated<number>;
  position: number;
  name: string;
  fee_cents: number;
  zips: string;
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
  service_areas: ServiceAreasTable;
  travel_zones: TravelZonesTable;
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
  waitlist_entries: WaitlistEntriesTable;
}
