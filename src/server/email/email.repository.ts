import type { Selectable } from 'kysely';
import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import type { EmailLogTable, EmailStatus } from '../db/schema';
import { toIso } from '../db/values';
import type { EmailAttachment, OutgoingEmail } from './email.types';

// The only writer of email_log.

export interface EmailLogEntry extends OutgoingEmail {
  id: number;
  status: EmailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export async function insertEmail(db: Db, email: OutgoingEmail, now: string): Promise<number> {
  const row = await db
    .insertInto('email_log')
    .values({
      to_address: email.to,
      subject: email.subject,
      kind: email.kind,
      text_body: email.text,
      html_body: email.html ?? null,
      attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
      status: 'queued',
      error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markEmail(
  db: Db,
  id: number,
  status: EmailStatus,
  error: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ status, error, sent_at: status === 'sent' ? now : null })
    .where('id', '=', id)
    .execute();
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
});

/** Rewrites a logged message's bodies (the redaction of secrets it carried). */
export async function setEmailBodies(
  db: Db,
  id: number,
  bodies: { text: string; html: string | null },
): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ text_body: bodies.text, html_body: bodies.html })
    .where('id', '=', id)
    .execute();
}

export async function findEmail(db: Db, id: number): Promise<EmailLogEntry | undefined> {
  const row = await db.selectFrom('email_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEntry(row);
}

export async function listEmails(
  db: Db,
  opts: { limit: number; offset?: number; to?: string; status?: EmailStatus },
): Promise<EmailLogEntry[]> {
  let q = db.selectFrom('email_log').selectAll();
  if (opts.to) q = q.where('to_address', '=', normalizeEmail(opts.to));
  if (opts.status) q = q.where('status', '=', opts.status);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset ?? 0)
    .execute();
  return rows.map(toEntry);
}
