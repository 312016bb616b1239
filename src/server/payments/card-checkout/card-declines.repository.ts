import type { Db } from '../../db/database';
import { toIso } from '../../db/values';
import { rowsTouched } from '../../db/row-counts';

// The one writer of card_declines: every card authorization the gateway did not approve, kept to
// slow card testing (a limit per browser session, client address and card) and shown to staff.

export interface NewCardDecline {
  sessionId: string;
  ip: string;
  /** What the gateway shows a merchant, e.g. "Visa XXXX1111". */
  card: string | null;
  amountCents: number;
  orderUuid: string | null;
  reason: string;
}

export interface CardDecline extends NewCardDecline {
  id: number;
  createdAt: string;
}

export async function insertDecline(db: Db, d: NewCardDecline, now: string): Promise<void> {
  await db
    .insertInto('card_declines')
    .values({
      session_id: d.sessionId,
      ip: d.ip,
      card: d.card,
      amount_cents: d.amountCents,
      order_uuid: d.orderUuid,
      reason: d.reason.slice(0, 500),
      created_at: now,
    })
    .execute();
}

export type DeclineKey = 'session_id' | 'ip' | 'card';

/**
 * The declines since `within.since` for one session, address or card, newest first, at most
 * `within.limit`: enough to tell whether the limit is reached and when its oldest counted decline
 * runs out.
 */
export async function recentDeclineTimes(
  db: Db,
  key: DeclineKey,
  value: string,
  within: { since: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('card_declines')
    .select('created_at')
    .where(key, '=', value)
    .where('created_at', '>', within.since)
    .orderBy('created_at', 'desc')
    .limit(within.limit)
    .execute();
  return rows.map((r) => toIso(r.created_at));
}

export async function deleteDeclinesBefore(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('card_declines').where('created_at', '<', before));
}

export async function listRecentDeclines(db: Db, limit: number): Promise<CardDecline[]> {
  const rows = await db
    .selectFrom('card_declines')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    ip: r.ip,
    card: r.card,
    amountCents: r.amount_cents,
    orderUuid: r.order_uuid,
    reason: r.reason,
    createdAt: toIso(r.created_at),
  }));
}
