import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import { toIso } from '../../db/values';
import { countRows, rowsTouched } from '../../db/row-counts';

// The one writer of checkout_tokens: checkouts the server priced, each good for one card
// authorization of exactly its amount, by the browser session it was issued to.

export interface NewCheckoutToken {
  tokenHash: string;
  sessionId: string;
  ip: string;
  orderUuid: string;
  slotId: number;
  amountCents: number;
  expiresAt: string;
}

export interface CheckoutToken extends NewCheckoutToken {
  id: number;
  createdAt: string;
  usedAt: string | null;
}

/** A token as its browser session presents it. */
export type SessionToken = Pick<CheckoutToken, 'tokenHash' | 'sessionId'>;

export async function insertCheckoutToken(db: Db, t: NewCheckoutToken, now: string): Promise<void> {
  await db
    .insertInto('checkout_tokens')
    .values({
      token_hash: t.tokenHash,
      session_id: t.sessionId,
      ip: t.ip,
      order_uuid: t.orderUuid,
      slot_id: t.slotId,
      amount_cents: t.amountCents,
      created_at: now,
      expires_at: t.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses a token once: only for its own session, before it expires, and only the first caller wins
 * (a conditional UPDATE), so two authorizations can never share one checkout.
 */
export async function consumeCheckoutToken(db: Db, by: SessionToken, now: string) {
  return firstRow(
    db
      .updateTable('checkout_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', by.tokenHash)
      .where('session_id', '=', by.sessionId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll(),
    (row): CheckoutToken => ({
      id: row.id,
      tokenHash: row.token_hash,
      sessionId: row.session_id,
      ip: row.ip,
      orderUuid: row.order_uuid,
      slotId: row.slot_id,
      amountCents: row.amount_cents,
      createdAt: toIso(row.created_at),
      expiresAt: toIso(row.expires_at),
      usedAt: row.used_at === null ? null : toIso(row.used_at),
    }),
  );
}

/** Tokens issued since `since` to this session, and to this client address. */
export async function countIssuedSince(
  db: Db,
  who: { sessionId: string; ip: string },
  since: string,
): Promise<{ session: number; ip: number }> {
  const count = (column: 'session_id' | 'ip', value: string) =>
    countRows(
      db.selectFrom('checkout_tokens').where(column, '=', value).where('created_at', '>', since),
    );
  const [session, ip] = await Promise.all([
    count('session_id', who.sessionId),
    count('ip', who.ip),
  ]);
  return { session, ip };
}

/** Expired tokens are worth nothing once the hour the limits count has passed. */
export async function deleteExpiredCheckoutTokens(db: Db, before: string): Promise<number> {
  return rowsTouched(db.deleteFrom('checkout_tokens').where('expires_at', '<', before));
}
