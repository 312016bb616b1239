-- business migrations, up
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
create table "settings" ("key" varchar(100) primary key, "value" text not null); -- []
create table "pages" ("id" serial primary key, "slug" varchar(200) not null unique, "title" varchar(300) not null, "content" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create table "services" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(200) not null unique, "category" varchar(40) not null, "price_cents" integer not null, "enabled" integer default 1 not null, "description" text default '' not null, "sort_order" integer default 0 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index "services_category" on "services" ("category", "sort_order"); -- []
create table "slots" ("id" serial primary key, "starts_at" timestamptz not null, "title" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index "slots_starts_at" on "slots" ("starts_at"); -- []
create table "email_log" ("id" serial primary key, "to_address" varchar(320) not null, "subject" varchar(500) not null, "kind" varchar(60) not null, "text_body" text not null, "html_body" text, "attachments" text, "status" varchar(20) not null, "error" text, "created_at" timestamptz not null, "sent_at" timestamptz); -- []
create index "email_log_created_at" on "email_log" ("created_at"); -- []
create table "users" ("id" serial primary key, "email" varchar(320) not null unique, "first_name" varchar(100) default '' not null, "last_name" varchar(100) default '' not null, "phone" varchar(40) default '' not null, "roles" text default '[]' not null, "failed_code_count" integer default 0 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "last_login_at" timestamptz); -- []
create table "sessions" ("id" varchar(64) primary key, "user_id" integer references "users" ("id") on delete cascade, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null); -- []
create index "sessions_expires_at" on "sessions" ("expires_at"); -- []
create index "sessions_user_id" on "sessions" ("user_id"); -- []
create table "login_requests" ("id" serial primary key, "email" varchar(320) not null, "user_id" integer references "users" ("id") on delete cascade, "session_id" varchar(64), "ip" varchar(64) not null, "token_hash" varchar(64), "code_hash" varchar(64), "token_expires_at" timestamptz, "code_expires_at" timestamptz, "attempts" integer default 0 not null, "consumed_at" timestamptz, "created_at" timestamptz not null); -- []
create index "login_requests_token_hash" on "login_requests" ("token_hash"); -- []
create index "login_requests_email_created" on "login_requests" ("email", "created_at"); -- []
create index "login_requests_ip_created" on "login_requests" ("ip", "created_at"); -- []
create index "login_requests_session" on "login_requests" ("session_id"); -- []
create table "orders" ("id" serial primary key, "order_uuid" varchar(36) not null unique, "slot_id" integer not null references "slots" ("id"), "user_id" integer references "users" ("id") on delete set null, "session_id" varchar(64), "booking_status" varchar(20) default 'active' not null, "payment_status" varchar(20) default 'pending' not null, "payment_method" varchar(20) not null, "total_cents" integer not null, "price_lines" text not null, "cart" text not null, "checkout" text not null, "customer_email" varchar(320) not null, "customer_name" varchar(200) not null, "customer_phone" varchar(40) default '' not null, "transaction_id" varchar(40), "auth_code" varchar(20), "response_code" varchar(10), "authorized_cents" integer, "captured_cents" integer, "created_at" timestamptz not null, "updated_at" timestamptz not null, "cancelled_at" timestamptz); -- []
create unique index "orders_one_active_per_slot" on "orders" ("slot_id") where "booking_status" = 'active'; -- []
create index "orders_slot_id" on "orders" ("slot_id"); -- []
create index "orders_user_id" on "orders" ("user_id"); -- []
create index "orders_session_id" on "orders" ("session_id"); -- []
create index "orders_created_at" on "orders" ("created_at"); -- []
create table "payment_attempts" ("id" serial primary key, "kind" varchar(16) not null, "order_uuid" varchar(64), "order_id" integer, "session_id" varchar(64), "transaction_id" varchar(32), "amount_cents" integer, "invoice_number" varchar(20), "status" varchar(16) not null, "response_code" varchar(16), "auth_code" varchar(16), "message" text, "reconcile_status" varchar(16), "reconcile_claimed_at" timestamptz, "reconcile_tries" integer default 0 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index "payment_attempts_transaction" on "payment_attempts" ("transaction_id"); -- []
create index "payment_attempts_order_uuid" on "payment_attempts" ("order_uuid"); -- []
create index "payment_attempts_kind_created" on "payment_attempts" ("kind", "created_at"); -- []
create table "sandbox_tokens" ("token_hash" varchar(64) primary key, "login_id" varchar(25) not null, "card_fingerprint" varchar(64) not null, "card_bin" varchar(6) not null, "card_last4" varchar(4) not null, "card_type" varchar(20) not null, "exp_date" varchar(7) not null, "cvv_result" varchar(1) not null, "zip" varchar(20), "full_name" varchar(64), "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz); -- []
create table "sandbox_transactions" ("id" serial primary key, "login_id" varchar(25) not null, "status" varchar(32) not null, "response_code" varchar(1) not null, "reason_code" varchar(8) not null, "auth_code" varchar(6) not null, "amount_cents" integer not null, "captured_cents" integer, "invoice_number" varchar(20), "card_fingerprint" varchar(64) not null, "card_last4" varchar(4) not null, "card_type" varchar(20) not null, "cvv_result" varchar(1) not null, "zip" varchar(20), "first_name" varchar(50), "last_name" varchar(50), "fault" varchar(24), "submitted_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index "sandbox_transactions_invoice" on "sandbox_transactions" ("invoice_number"); -- []
create index "sandbox_transactions_duplicate" on "sandbox_transactions" ("card_fingerprint", "amount_cents", "submitted_at"); -- []
create table "audit_log" ("id" serial primary key, "user_id" integer references "users" ("id") on delete set null, "user_email" varchar(320) default '' not null, "action" varchar(60) not null, "entity" varchar(60) not null, "entity_id" varchar(100), "details" text default '{}' not null, "created_at" timestamptz not null); -- []
create index "audit_log_created_at" on "audit_log" ("created_at"); -- []
create index "audit_log_entity" on "audit_log" ("entity", "entity_id"); -- []
alter table "slots" add column "withdrawn_at" timestamptz; -- []
select 1 as one from "sandbox_transactions" limit 1; -- []
select 1 as one from "sandbox_tokens" limit 1; -- []
drop table "sandbox_transactions"; -- []
drop table "sandbox_tokens"; -- []
alter table "email_log" add column "attempts" integer default 0 not null; -- []
alter table "email_log" add column "next_attempt_at" timestamptz; -- []
alter table "email_log" add column "give_up_at" timestamptz; -- []
alter table "email_log" add column "lease_until" timestamptz; -- []
alter table "email_log" add column "claimed_by" varchar(100); -- []
alter table "email_log" add column "delivery_text" text; -- []
alter table "email_log" add column "delivery_html" text; -- []
alter table "email_log" add column "resent_as" integer; -- []
update "email_log" set "status" = $1, "error" = $2 where "status" = $3 and "kind" = $4; -- ["failed","Not sent: the sign-in link expired first.","queued","login"]
update "email_log" set "next_attempt_at" = created_at, "give_up_at" = created_at where "status" = $1; -- ["queued"]
create index "email_log_due" on "email_log" ("status", "next_attempt_at"); -- []
create table "code_locks" ("key" varchar(120) primary key, "user_id" integer references "users" ("id") on delete cascade, "ip" varchar(64) not null, "failures" integer default 0 not null, "locks" integer default 0 not null, "locked_until" timestamptz, "last_failure_at" timestamptz not null); -- []
create index "code_locks_user_id" on "code_locks" ("user_id"); -- []
create index "code_locks_last_failure_at" on "code_locks" ("last_failure_at"); -- []
alter table "login_requests" add column "throttled" integer default 0 not null; -- []
update users set failed_code_count = 0 where failed_code_count > 0; -- []
create table "cache_versions" ("topic" varchar(40) primary key, "version" integer default 0 not null); -- []
insert into "cache_versions" ("topic", "version") values ($1, $2), ($3, $4), ($5, $6); -- ["pages",0,"services",0,"slots",0]
create table "reviews" ("id" serial primary key, "name" varchar(100) not null, "town" varchar(100) default '' not null, "text" text not null, "stars" integer not null, "shown" integer default 1 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index "reviews_shown" on "reviews" ("shown", "id"); -- []
create table "checkout_tokens" ("id" serial primary key, "token_hash" varchar(64) not null unique, "session_id" varchar(64) not null, "ip" varchar(64) not null, "order_uuid" varchar(64) not null, "slot_id" integer not null, "amount_cents" integer not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz); -- []
create index "checkout_tokens_ip_created" on "checkout_tokens" ("ip", "created_at"); -- []
create table "card_declines" ("id" serial primary key, "session_id" varchar(64) not null, "ip" varchar(64) not null, "card" varchar(64), "amount_cents" integer not null, "order_uuid" varchar(64), "reason" varchar(500) not null, "created_at" timestamptz not null); -- []
create index "card_declines_session_id_created" on "card_declines" ("session_id", "created_at"); -- []
create index "card_declines_ip_created" on "card_declines" ("ip", "created_at"); -- []
create index "card_declines_card_created" on "card_declines" ("card", "created_at"); -- []
alter table "orders" add column "client_ip" varchar(64); -- []
create index "orders_client_ip_created" on "orders" ("client_ip", "created_at"); -- []
create index "orders_unpaid_email" on "orders" ("customer_email", "payment_status", "booking_status"); -- []
create index "email_log_given_up" on "email_log" ("status", "resent_as", "id"); -- []
create index "card_declines_created" on "card_declines" ("created_at", "id"); -- []
create table "agreement_signatures" ("id" serial primary key, "order_id" integer not null unique references "orders" ("id"), "user_id" integer references "users" ("id") on delete set null, "signed_name" varchar(200) not null, "signed_at" timestamptz not null, "ip" varchar(64) not null, "user_agent" varchar(500) not null, "text_sha256" varchar(64) not null, "title" varchar(500) not null, "content" text not null, "buyer_names" text not null, "realtor_name" varchar(210) not null); -- []
create table "agreement_attempts" ("id" serial primary key, "user_id" integer not null references "users" ("id") on delete cascade, "ip" varchar(64) not null, "created_at" timestamptz not null); -- []
create index "agreement_attempts_user" on "agreement_attempts" ("user_id", "created_at"); -- []
create index "agreement_attempts_ip" on "agreement_attempts" ("ip", "created_at"); -- []
insert into pages (slug, title, content, created_at, updated_at)
    values ($1, $2, $3, $4, $5)
    on conflict (slug) do nothing; -- ["inspection-agreement","Pre-Inspection Agreement","<p>This agreement is between the client named below (&ldquo;you&rdquo;) and the home inspection company (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for the inspection of the property on your order. Please read it carefully: signing it is required before the report is released.</p>\n\n<h2>1. Scope of the inspection</h2>\n<p>We will perform a visual, non-invasive inspection of the readily accessible systems and components of the property, following the ASHI Standards of Practice and, in Pennsylvania, the Home Inspection Law (Act 114). The inspection covers the structure, exterior, roof covering, plumbing, electrical, heating and central cooling, interior, insulation and ventilation, and fireplaces, as far as they can be seen and safely reached on the day of the inspection. Add-on services you ordered (for example radon testing or a wood-destroying insect inspection) are performed under their own protocols.</p>\n\n<h2>2. What is not inspected</h2>\n<ul>\n  <li>Anything concealed, inaccessible or not readily visible: inside walls, floors and ceilings, under floor coverings, behind furniture or stored items, underground piping, septic systems and wells.</li>\n  <li>Environmental hazards such as mold, asbestos, lead paint, radon (unless ordered), and water or air quality.</li>\n  <li>Code compliance, zoning, permits, property lines, and the cost or remaining life of any component.</li>\n  <li>Pools, spas, outbuildings, irrigation, security and low-voltage systems, appliances beyond a basic operation check, and cosmetic items.</li>\n  <li>Roofs, attics or crawl spaces that cannot be entered safely; systems that are shut off or not working on the day.</li>\n</ul>\n<p>The inspection is not a guarantee, warranty or insurance policy on the property or any of its parts.</p>\n\n<h2>3. The report</h2>\n<p>We will deliver a written report of our observations, normally within 24 hours of the inspection (radon results within 24 hours of monitor pickup). The report is released once this agreement is signed and the inspection fee is paid. The report is for your use only; we share it with your real estate agent when you ask us to, and with no one else without your permission.</p>\n\n<h2>4. Payment</h2>\n<p>The fee is the total shown on your order, due at or before the inspection. We accept major credit cards and cash; no personal checks.</p>\n\n<h2>5. Cancellation</h2>\n<p>Cancellation is free until 5:00 PM on the day of booking. Cancelling less than 48 hours before the inspection costs [cancellation fee, e.g. $75.00, or $150.00 for a full-day appointment], plus card processing fees.</p>\n\n<h2>6. Limits of liability</h2>\n<p>Our liability for any claim arising from the inspection or the report, whether in contract, negligence or otherwise, is limited to [the amount of the inspection fee paid]. You agree to notify us in writing of any claim within [10 business days] of discovering the condition and to allow us to see it before it is repaired, except in an emergency. Any legal action must be brought within one year of the inspection date, or as the law of the state where the property is requires.</p>\n\n<h2>7. Attendance and access</h2>\n<p>You are welcome to attend the inspection. You are responsible for making sure we can enter the property and that the utilities are on.</p>\n\n<h2>8. Entire agreement</h2>\n<p>This is the entire agreement between you and us about the inspection. If any part of it is found unenforceable, the rest still applies. By typing your full name and signing below, you confirm that you have read, understood and agree to this agreement.</p>","<time>","<time>"]
create table "reports" ("id" serial primary key, "order_id" integer not null references "orders" ("id"), "filename" varchar(120) not null, "size_bytes" bigint default 0 not null, "sha256" varchar(64) default '' not null, "content_type" varchar(100) not null, "storage_kind" varchar(20) not null, "storage_path" text, "complete" integer default 0 not null, "uploaded_by" integer references "users" ("id"), "uploaded_at" timestamptz not null, "published_at" timestamptz, "unpublished_at" timestamptz); -- []
create index "reports_order" on "reports" ("order_id", "id"); -- []
create table "report_chunks" ("report_id" integer not null references "reports" ("id"), "seq" integer not null, "data" bytea not null, constraint "report_chunks_pk" primary key ("report_id", "seq")); -- []
create table "realtor_links" ("id" serial primary key, "order_id" integer not null references "orders" ("id") on delete cascade, "token_hash" varchar(64) not null unique, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz); -- []
create index "realtor_links_order_id" on "realtor_links" ("order_id", "expires_at"); -- []
create table "realtor_grants" ("id" serial primary key, "session_id" varchar(64) not null, "link_id" integer not null references "realtor_links" ("id") on delete cascade, "order_id" integer not null, "created_at" timestamptz not null); -- []
create unique index "realtor_grants_session_link" on "realtor_grants" ("session_id", "link_id"); -- []
create index "realtor_grants_link_id" on "realtor_grants" ("link_id"); -- []
create table "realtor_access_tries" ("id" serial primary key, "ip" varchar(64) not null, "created_at" timestamptz not null); -- []
create index "realtor_access_tries_ip" on "realtor_access_tries" ("ip", "created_at"); -- []
create index "realtor_access_tries_created_at" on "realtor_access_tries" ("created_at"); -- []
create table "email_changes" ("id" serial primary key, "user_id" integer not null references "users" ("id") on delete cascade, "new_email" varchar(254) not null, "code_hash" varchar(64) not null, "ip" varchar(64) not null, "attempts" integer default 0 not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "consumed_at" timestamptz); -- []
create index "email_changes_user_created" on "email_changes" ("user_id", "created_at"); -- []
create index "email_changes_ip_created" on "email_changes" ("ip", "created_at"); -- []
alter table "orders" add column "card_type" varchar(32); -- []
alter table "orders" add column "card_last4" varchar(4); -- []
alter table "orders" add column "paid_at" timestamptz; -- []
alter table "slots" add column "full_day" integer default 0 not null; -- []
alter table "orders" add column "calendar_uid" varchar(255); -- []
alter table "orders" add column "calendar_sequence" integer default 0 not null; -- []
alter table "orders" add column "cancelled_by" varchar(16); -- []
alter table "orders" add column "cancel_fee_cents" integer; -- []
alter table "orders" add column "rescheduled_at" timestamptz; -- []
create table "payment_refunds" ("id" serial primary key, "order_id" integer not null, "order_uuid" varchar(64) not null, "transaction_id" varchar(64) not null, "amount_cents" integer not null, "status" varchar(16) not null, "refund_transaction_id" varchar(64), "message" varchar(500), "tries" integer default 0 not null, "claimed_until" timestamptz, "created_at" timestamptz not null, "updated_at" timestamptz not null, "issued_at" timestamptz); -- []
create index "payment_refunds_order_id" on "payment_refunds" ("order_id"); -- []
create index "payment_refunds_status" on "payment_refunds" ("status", "updated_at"); -- []
create table "manage_links" ("id" serial primary key, "order_id" integer not null references "orders" ("id") on delete cascade, "token_hash" varchar(64) not null unique, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz); -- []
create index "manage_links_order_id" on "manage_links" ("order_id"); -- []
create index "manage_links_expires_at" on "manage_links" ("expires_at"); -- []
create table "order_reminders" ("id" serial primary key, "order_id" integer not null references "orders" ("id") on delete cascade, "reminder" varchar(32) not null, "starts_at" timestamptz not null, "email_id" integer, "created_at" timestamptz not null); -- []
create unique index "order_reminders_once" on "order_reminders" ("order_id", "reminder", "starts_at"); -- []
alter table "email_log" add column "reply_to" varchar(320); -- []
alter table "email_log" add column "message_id" varchar(320); -- []
create table "inspectors" ("id" serial primary key, "user_id" integer not null unique references "users" ("id"), "bio" text default '' not null, "licence_number" varchar(64) default '' not null, "photo_type" varchar(32), "photo_data" text, "photo_updated_at" timestamptz, "shown" integer default 1 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create table "inspector_feeds" ("id" serial primary key, "inspector_id" integer not null references "inspectors" ("id"), "token_hash" varchar(64) not null unique, "created_at" timestamptz not null, "revoked_at" timestamptz); -- []
create index "inspector_feeds_inspector_id" on "inspector_feeds" ("inspector_id"); -- []
alter table "slots" add column "inspector_id" integer references "inspectors" ("id"); -- []
create unique index slots_inspector_start on slots (coalesce(inspector_id, 0), starts_at) where withdrawn_at is null; -- []
create table "discounts" ("id" serial primary key, "code" varchar(32) not null unique, "kind" varchar(16) not null, "percent" integer, "amount_cents" integer, "service_ids" text, "valid_from" timestamptz, "valid_to" timestamptz, "max_uses" integer, "max_uses_per_customer" integer, "active" integer default 1 not null, "uses" integer default 0 not null, "created_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create table "discount_uses" ("id" serial primary key, "discount_id" integer not null references "discounts" ("id"), "order_id" integer not null unique references "orders" ("id"), "customer_email" varchar(320) not null, "amount_cents" integer not null, "created_at" timestamptz not null, "released_at" timestamptz); -- []
create index "discount_uses_customer" on "discount_uses" ("discount_id", "customer_email"); -- []
alter table "orders" add column "discount_code" varchar(32); -- []
alter table "orders" add column "discount_cents" integer; -- []
alter table "orders" add column "notes" text; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
-- payment sandbox migrations, up
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
create table if not exists "sandbox_tokens" ("token_hash" varchar(64) primary key, "login_id" varchar(25) not null, "card_fingerprint" varchar(64) not null, "card_bin" varchar(6) not null, "card_last4" varchar(4) not null, "card_type" varchar(20) not null, "exp_date" varchar(7) not null, "cvv_result" varchar(1) not null, "zip" varchar(20), "full_name" varchar(64), "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz); -- []
create table if not exists "sandbox_transactions" ("id" serial primary key, "login_id" varchar(25) not null, "status" varchar(32) not null, "response_code" varchar(1) not null, "reason_code" varchar(8) not null, "auth_code" varchar(6) not null, "amount_cents" integer not null, "captured_cents" integer, "invoice_number" varchar(20), "card_fingerprint" varchar(64) not null, "card_last4" varchar(4) not null, "card_type" varchar(20) not null, "cvv_result" varchar(1) not null, "zip" varchar(20), "first_name" varchar(50), "last_name" varchar(50), "fault" varchar(24), "submitted_at" timestamptz not null, "updated_at" timestamptz not null); -- []
create index if not exists "sandbox_transactions_invoice" on "sandbox_transactions" ("invoice_number"); -- []
create index if not exists "sandbox_transactions_duplicate" on "sandbox_transactions" ("card_fingerprint", "amount_cents", "submitted_at"); -- []
drop index if exists "sandbox_transactions_duplicate"; -- []
alter table "sandbox_transactions" drop column "card_fingerprint"; -- []
alter table "sandbox_tokens" drop column "card_fingerprint"; -- []
alter table "sandbox_tokens" drop column "card_bin"; -- []
create index "sandbox_transactions_card_amount" on "sandbox_transactions" ("card_last4", "amount_cents", "submitted_at"); -- []
alter table "sandbox_transactions" add column "transaction_type" varchar(32) default 'authOnlyTransaction' not null; -- []
alter table "sandbox_transactions" add column "ref_trans_id" integer; -- []
alter table "sandbox_transactions" add column "refunded_cents" integer default 0 not null; -- []
alter table "sandbox_transactions" add column "batch_id" varchar(16); -- []
alter table "sandbox_transactions" add column "settled_at" timestamptz; -- []
create index "sandbox_transactions_status" on "sandbox_transactions" ("status", "updated_at"); -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
-- payment sandbox migrations, down
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
-- business migrations, down as far as they go
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
alter table "orders" drop column "notes"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
alter table "orders" drop column "discount_cents"; -- []
alter table "orders" drop column "discount_code"; -- []
drop table "discount_uses"; -- []
drop table "discounts"; -- []
drop index "slots_inspector_start"; -- []
alter table "slots" drop column "inspector_id"; -- []
drop table "inspector_feeds"; -- []
drop table "inspectors"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
alter table "email_log" drop column "message_id"; -- []
alter table "email_log" drop column "reply_to"; -- []
drop table "order_reminders"; -- []
drop table "manage_links"; -- []
drop table "payment_refunds"; -- []
alter table "orders" drop column "rescheduled_at"; -- []
alter table "orders" drop column "cancel_fee_cents"; -- []
alter table "orders" drop column "cancelled_by"; -- []
alter table "orders" drop column "calendar_sequence"; -- []
alter table "orders" drop column "calendar_uid"; -- []
alter table "slots" drop column "full_day"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
alter table "orders" drop column "paid_at"; -- []
alter table "orders" drop column "card_last4"; -- []
alter table "orders" drop column "card_type"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "email_changes"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "realtor_access_tries"; -- []
drop table "realtor_grants"; -- []
drop table "realtor_links"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "report_chunks"; -- []
drop table "reports"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "agreement_attempts"; -- []
drop table "agreement_signatures"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop index "card_declines_created"; -- []
drop index "email_log_given_up"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop index "orders_unpaid_email"; -- []
drop index "orders_client_ip_created"; -- []
alter table "orders" drop column "client_ip"; -- []
drop table "card_declines"; -- []
drop table "checkout_tokens"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "reviews"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop table "cache_versions"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
alter table "login_requests" drop column "throttled"; -- []
drop table "code_locks"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
drop index "email_log_due"; -- []
alter table "email_log" drop column "attempts"; -- []
alter table "email_log" drop column "next_attempt_at"; -- []
alter table "email_log" drop column "give_up_at"; -- []
alter table "email_log" drop column "lease_until"; -- []
alter table "email_log" drop column "claimed_by"; -- []
alter table "email_log" drop column "delivery_text"; -- []
alter table "email_log" drop column "delivery_html"; -- []
alter table "email_log" drop column "resent_as"; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]
select "a"."attname" as "column", "a"."attnotnull" as "not_null", "a"."atthasdef" as "has_default", "c"."relname" as "table", "c"."relkind" as "table_type", "ns"."nspname" as "schema", "typ"."typname" as "type", "dtns"."nspname" as "type_schema", col_description(a.attrelid, a.attnum) as "column_description", pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "auto_incrementing" from "pg_catalog"."pg_attribute" as "a" inner join "pg_catalog"."pg_class" as "c" on "a"."attrelid" = "c"."oid" inner join "pg_catalog"."pg_namespace" as "ns" on "c"."relnamespace" = "ns"."oid" inner join "pg_catalog"."pg_type" as "typ" on "a"."atttypid" = "typ"."oid" inner join "pg_catalog"."pg_namespace" as "dtns" on "typ"."typnamespace" = "dtns"."oid" where "c"."relkind" in ($1, $2, $3) and "ns"."nspname" !~ $4 and "ns"."nspname" != $5 and "ns"."nspname" != $6 and has_schema_privilege(ns.nspname, 'USAGE') and "a"."attnum" >= $7 and "a"."attisdropped" != $8 order by "ns"."nspname", "c"."relname", "a"."attnum"; -- ["r","v","p","^pg_","information_schema","crdb_internal",0,true]

    with set_timeout as (
      select set_config('lock_timeout', '3600000', true) as config_val
    )
    select pg_advisory_lock(3853314791062309107)
    from set_timeout; -- []
begin; -- []
commit; -- []
select pg_advisory_unlock(3853314791062309107); -- []
