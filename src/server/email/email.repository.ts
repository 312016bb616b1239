import type { Db } from '../db/database';
import type { EmailStatus } from '../db/schema';
import { toIso } from '../db/values';
import type { EmailAttachment, OutgoingEmail } from './email.types';

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

type Row = {
  id: number;
  to_address: string;
  subject: string;
  kind: string;
  text_body: string;
  html_body: string | null;
  attachments: string | null;
  status: EmailStatus;
  error: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
};

const toEntry = (r: Row): EmailLogEntry => ({
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

export async function findEmail(db: Db, id: number): Promise<EmailLogEntry | undefined> {
  const row = await db.selectFrom('email_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEntry(row);
}

export async function listEmails(
  db: Db,
  opts: { limit: number; offset?: number; to?: string; status?: EmailStatus },
): Promise<EmailLogEntry[]> {
  let q = db.selectFrom('email_log').selectAll();
  if (opts.to) q = q.where('to_address', '=', opts.to.toLowerCase());
  if (opts.status) q = q.where('status', '=', opts.status);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset ?? 0)
    .execute();
  return rows.map(toEntry);
}
