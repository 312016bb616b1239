import { PostgresAdapter, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { countRows } from '../db/row-counts';
import type { Database, EmailLogTable, EmailStatus } from '../db/schema';
import { toIso } from '../db/values';
import type { EmailAttachment, OutgoingEmail } from './email.types';

// The only writer of email_log, which is also the outbox the delivery worker reads.

export interface EmailLogEntry extends OutgoingEmail {
  id: number;
  status: EmailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  resentAs: number | null;
  /** The Message-ID given at the first delivery attempt (kept for the retries). */
  messageId?: string | null;
}

/** A claimed message: what to deliver (the unredacted body) and when to stop retrying. */
export interface ClaimedEmail extends EmailLogEntry {
  giveUpAt: string;
}

export interface NewEmail {
  email: OutgoingEmail;
  now: string;
  giveUpAt: string;
  /** The body to deliver when `email` holds the redacted copy kept in the log. */
  delivery?: { text: string; html: string | null };
}

const emailValues = ({ email, now, ...row }: NewEmail) =>
  ({
    to_address: email.to,
    subject: email.subject,
    kind: email.kind,
    text_body: email.text,
    html_body: email.html ?? null,
    attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
    reply_to: email.replyTo ?? null,
    status: 'queued',
    error: null,
    created_at: now,
    sent_at: null,
    next_attempt_at: now,
    give_up_at: row.giveUpAt,
    delivery_text: row.delivery?.text ?? null,
    delivery_html: row.delivery?.html ?? null,
  }) as const;

export async function insertEmail(db: Db, row: NewEmail): Promise<number> {
  const inserted = await db
    .insertInto('email_log')
    .values(emailValues(row))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Several messages in one statement (one round trip in a transaction), in the order given. */
export async function insertEmails(db: Db, rows: readonly NewEmail[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('email_log').values(rows.map(emailValues)).execute();
}

/** The same statement shape as insertEmail, inserting nothing (see enqueueNothing). */
export async function insertNoEmail(db: Db, now: string): Promise<void> {
  await sql`insert into email_log (to_address, subject, kind, text_body, status, created_at)
    select ${''}, ${''}, ${''}, ${''}, ${'queued'}, ${now} where 1 = 0`.execute(db);
}

/**
 * Claims up to `limit` due messages for one worker until `leaseUntil`. PostgreSQL skips rows
 * another worker is claiming at this moment; SQLite runs one writer at a time, so its single
 * conditional UPDATE is the claim.
 */
export async function claimDueEmails(
  db: Db,
  claim: { workerId: string; now: string; leaseUntil: string; limit: number },
): Promise<ClaimedEmail[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom('email_log')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .limit(claim.limit)
    .$if(postgres, (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('email_log')
    .set({
      claimed_by: claim.workerId,
      lease_until: claim.leaseUntil,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return rows.map((r) => ({
    ...toEntry(r),
    text: r.delivery_text ?? r.text_body,
    html: r.delivery_html ?? r.html_body ?? undefined,
    giveUpAt: toIso(r.give_up_at ?? r.created_at),
  }));
}

/** Writes to a message land only while this worker still holds its claim. */
const claimedRow = (db: Db, id: number, workerId: string) =>
  db.updateTable('email_log').where('id', '=', id).where('claimed_by', '=', workerId);

/** The headers a delivery attempt gives (kept, so a retry sends the same Message-ID). */
export async function recordDeliveryHeaders(
  db: Db,
  id: number,
  workerId: string,
  headers: { messageId: string; replyTo: string | null },
): Promise<void> {
  await claimedRow(db, id, workerId)
    .set({ message_id: headers.messageId, reply_to: headers.replyTo })
    .execute();
}

/** Delivered (or printed): the claim ends and any unredacted body is dropped. */
export async function markDelivered(
  db: Db,
  id: number,
  workerId: string,
  status: 'sent' | 'logged',
  now: string,
): Promise<void> {
  await claimedRow(db, id, workerId)
    .set({
      status,
      error: null,
      sent_at: status === 'sent' ? now : null,
      next_attempt_at: null,
      lease_until: null,
      delivery_text: null,
      delivery_html: null,
    })
    .execute();
}

/**
 * Claims a stopping worker gives up before their delivery finished: due again at once for any
 * worker, and the cut-off attempt not counted.
 */
export async function releaseClaims(db: Db, ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('email_log')
    .where('id', 'in', ids)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'queued')
    .set({ claimed_by: null, lease_until: null, attempts: sql<number>`attempts - 1` })
    .execute();
}

/** A failed attempt: retried at `retryAt`, or given up (status failed) when it is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  workerId: string,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await claimedRow(db, id, workerId)
    .set({
      error: error.slice(0, 1000),
      lease_until: null,
      next_attempt_at: retryAt,
      ...(retryAt === null
        ? { status: 'failed' as const, delivery_text: null, delivery_html: null }
        : {}),
    })
    .execute();
}

export async function markResent(db: Db, id: number, copyId: number): Promise<void> {
  await db.updateTable('email_log').set({ resent_as: copyId }).where('id', '=', id).execute();
}

const toEntry = (r: Selectable<EmailLogTable>): EmailLogEntry => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  kind: r.kind,
  text: r.text_body,
  html: r.html_body ?? undefined,
  attachments: r.attachments ? (JSON.parse(r.attachments) as EmailAttachment[]) : undefined,
  status: r.status,
  error: r.error,
  createdAt: toIso(r.created_at),
  sentAt: r.sent_at ? toIso(r.sent_at) : null,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at ? toIso(r.next_attempt_at) : null,
  resentAs: r.resent_as,
  ...(r.reply_to ? { replyTo: r.reply_to } : {}),
  messageId: r.message_id ?? null,
});

export async function findEmail(db: Db, id: number): Promise<EmailLogEntry | undefined> {
  return firstRow(db.selectFrom('email_log').selectAll().where('id', '=', id), toEntry);
}

interface LogPage {
  limit: number;
  offset?: number;
  status?: EmailStatus;
  /** Only messages no administrator has resent yet. */
  unresolved?: boolean;
}

/** One page of the log, newest first, with the filters every list of it shares. */
function newestPage<O>(q: SelectQueryBuilder<Database, 'email_log', O>, opts: LogPage) {
  if (opts.status) q = q.where('status', '=', opts.status);
  if (opts.unresolved) q = q.where('resent_as', 'is', null);
  return q
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
}

export async function listEmails(
  db: Db,
  opts: LogPage & { to?: string },
): Promise<EmailLogEntry[]> {
  let q = db.selectFrom('email_log').selectAll();
  if (opts.to) q = q.where('to_address', '=', normalizeEmail(opts.to));
  return (await newestPage(q, opts).execute()).map(toEntry);
}

/** A log line for the admin lists: no bodies or attachments, subject and error cut short. */
export type EmailSummary = Omit<EmailLogEntry, 'text' | 'html' | 'attachments'>;

/** The most of a subject or an error a list shows; the message's own page shows it whole. */
export const SUMMARY_CHARS = 200;

/**
 * A page of the log for the admin lists: reads no body (each may be 64 KB) and at most
 * SUMMARY_CHARS of a subject or an error, so a page costs the same however big the mail was.
 */
export async function listEmailSummaries(db: Db, opts: LogPage): Promise<EmailSummary[]> {
  const cut = (column: 'subject' | 'error') =>
    sql<string>`substr(${sql.ref(column)}, 1, ${SUMMARY_CHARS + 1})`;
  const q = db
    .selectFrom('email_log')
    .select(['id', 'to_address', 'kind', 'status', 'created_at', 'sent_at', 'attempts'])
    .select(['next_attempt_at', 'resent_as'])
    .select([cut('subject').as('subject'), cut('error').as('error')]);
  const rows = await newestPage(q, opts).execute();
  const short = (text: string) =>
    text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text;
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: short(r.subject),
    kind: r.kind,
    status: r.status,
    error: r.error === null ? null : short(r.error),
    createdAt: toIso(r.created_at),
    sentAt: r.sent_at ? toIso(r.sent_at) : null,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at ? toIso(r.next_attempt_at) : null,
    resentAs: r.resent_as,
  }));
}

/** How many messages were given up and not resent: the Email page's warning. */
export async function countGivenUp(db: Db): Promise<number> {
  return countRows(
    db.selectFrom('email_log').where('status', '=', 'failed').where('resent_as', 'is', null),
  );
}

/** The outbox at a glance, for the metrics: waiting, the oldest one's age, given up. */
export async function outboxHealth(
  db: Db,
  now: Date,
): Promise<{ queued: number; oldestSeconds: number; givenUp: number }> {
  const waiting = await db
    .selectFrom('email_log')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  const oldest = waiting.oldest === null ? null : new Date(toIso(waiting.oldest));
  return {
    queued: Number(waiting.n),
    oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
    givenUp: await countGivenUp(db),
  };
}
