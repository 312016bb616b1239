import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { touchedAny } from '../db/row-counts';
import type { TextMessagesTable } from '../db/schema';
import { toIso } from '../db/values';

// The only writer of text_messages (the texts' outbox and inbox) and text_consents.

export interface TextMessage {
  id: number;
  direction: 'out' | 'in';
  phone: string;
  body: string;
  status: Selectable<TextMessagesTable>['status'];
  attempts: number;
  giveUpAt: string | null;
  providerId: string | null;
  error: string | null;
  orderId: number | null;
  createdAt: string;
  sentAt: string | null;
}

const fromRow = (r: Selectable<TextMessagesTable>): TextMessage => ({
  id: r.id,
  direction: r.direction,
  phone: r.phone,
  body: r.body,
  status: r.status,
  attempts: r.attempts,
  giveUpAt: r.give_up_at === null ? null : toIso(r.give_up_at),
  providerId: r.provider_id,
  error: r.error,
  orderId: r.order_id,
  createdAt: toIso(r.created_at),
  sentAt: r.sent_at === null ? null : toIso(r.sent_at),
});

export async function insertText(
  db: Db,
  t: {
    direction: 'out' | 'in';
    phone: string;
    body: string;
    status: TextMessage['status'];
    orderId: number | null;
    now: string;
    giveUpAt?: string;
    providerId?: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('text_messages')
    .values({
      direction: t.direction,
      phone: t.phone,
      body: t.body,
      status: t.status,
      next_attempt_at: t.status === 'queued' ? t.now : null,
      give_up_at: t.giveUpAt ?? null,
      provider_id: t.providerId ?? null,
      order_id: t.orderId,
      created_at: t.now,
      sent_at: t.direction === 'in' ? t.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function dueTexts(db: Db, now: string, limit: number): Promise<TextMessage[]> {
  const rows = await db
    .selectFrom('text_messages')
    .selectAll()
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/** Takes a due text for one attempt (another process that read it too gets false). */
export async function claimText(
  db: Db,
  t: { id: number; attempts: number; leaseUntil: string },
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('text_messages')
      .set({ attempts: t.attempts + 1, next_attempt_at: t.leaseUntil })
      .where('id', '=', t.id)
      .where('status', '=', 'queued')
      .where('attempts', '=', t.attempts),
  );
}

export async function markTextSent(db: Db, id: number, providerId: string, at: string) {
  await db
    .updateTable('text_messages')
    .set({
      status: 'sent',
      provider_id: providerId,
      sent_at: at,
      next_attempt_at: null,
      error: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (failed) when null. */
export async function markTextAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: string | null,
) {
  await db
    .updateTable('text_messages')
    .set(
      retryAt
        ? { error, next_attempt_at: retryAt }
        : { error, status: 'failed', next_attempt_at: null },
    )
    .where('id', '=', id)
    .execute();
}

export async function listTexts(db: Db, limit: number): Promise<TextMessage[]> {
  const rows = await db
    .selectFrom('text_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export interface TextConsent {
  phone: string;
  agreedAt: string;
  source: string;
  stoppedAt: string | null;
}

export async function findConsent(db: Db, phone: string): Promise<TextConsent | undefined> {
  const row = await db
    .selectFrom('text_consents')
    .selectAll()
    .where('phone', '=', phone)
    .executeTakeFirst();
  return (
    row && {
      phone: row.phone,
      agreedAt: toIso(row.agreed_at),
      source: row.source,
      stoppedAt: row.stopped_at === null ? null : toIso(row.stopped_at),
    }
  );
}

/** An agreement (again): texts may go to the number from now on. */
export async function upsertConsent(db: Db, phone: string, source: string, at: string) {
  const values = { agreed_at: at, source, stopped_at: null };
  await db
    .insertInto('text_consents')
    .values({ phone, ...values })
    .onConflict((oc) => oc.column('phone').doUpdateSet(values))
    .execute();
}

/** STOP (a time) or START (null) from the number; answers false when it never agreed. */
export async function setConsentStopped(db: Db, phone: string, stoppedAt: string | null) {
  return touchedAny(
    db.updateTable('text_consents').set({ stopped_at: stoppedAt }).where('phone', '=', phone),
  );
}
