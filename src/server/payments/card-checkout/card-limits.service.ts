import { tooManyDeclines } from '../../../shared/payments/payment-requests';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { deleteExpiredCheckoutTokens } from './checkout-tokens.repository';
import {
  type CardDecline,
  type DeclineKey,
  deleteDeclinesBefore,
  insertDecline,
  listRecentDeclines,
  type NewCardDecline,
  recentDeclineTimes,
} from './card-declines.repository';

// Card testing (trying stolen numbers one by one) shows as many declines. So declines are counted
// per browser session, per client address and per card as the gateway names it ("Visa
// XXXX1111"), and past the limit card payments wait until the oldest counted decline is an hour old.

/** Declines allowed in any hour, per session, address or card. */
export const DECLINES_PER_HOUR = 5;
const WINDOW_MS = 60 * 60 * 1000;

export type { CardDecline, NewCardDecline };

/** The card as a merchant sees it; null when the gateway named no card. */
export function cardLabel(accountType: string | null, accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  return `${accountType ?? 'Card'} ${accountNumber}`.slice(0, 64);
}

/** When the limit reached for this key frees up again, or null when it is not reached. */
async function blockedUntil(db: Db, key: DeclineKey, value: string, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const times = await recentDeclineTimes(db, key, value, {
    since,
    limit: DECLINES_PER_HOUR,
  });
  const oldest = times[DECLINES_PER_HOUR - 1];
  return times.length >= DECLINES_PER_HOUR && oldest
    ? new Date(Date.parse(oldest) + WINDOW_MS)
    : null;
}

function refusal(until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(
    429,
    tooManyDeclines(Math.ceil(seconds / 60)),
    { retry_after_seconds: seconds },
    seconds,
  );
}

/** Refuses (429) a card payment from a session or address that reached the decline limit. */
export async function assertMayTryCard(
  db: Db,
  who: { sessionId: string; ip: string },
  now: Date,
): Promise<void> {
  const [bySession, byIp] = await Promise.all([
    blockedUntil(db, 'session_id', who.sessionId, now),
    blockedUntil(db, 'ip', who.ip, now),
  ]);
  const until = [bySession, byIp].filter((d): d is Date => d !== null).sort((a, b) => +b - +a)[0];
  if (until) throw refusal(until, now);
}

/**
 * The same refusal for a card that reached the limit, whichever session or address tries it. The
 * card is named only in the gateway's answer, so this is asked after the call (the caller voids
 * an approval and answers the refusal, so the answer tells nothing about the card).
 */
export async function cardRefusal(db: Db, card: string | null, now: Date) {
  if (!card) return undefined;
  const until = await blockedUntil(db, 'card', card, now);
  return until ? refusal(until, now) : undefined;
}

export async function recordDecline(db: Db, decline: NewCardDecline, now: Date): Promise<void> {
  await insertDecline(db, decline, now.toISOString());
}

/** Declines are shown to staff for 90 days; checkout tokens are kept while the limits count them. */
const KEEP_DECLINES_MS = 90 * 24 * 60 * 60 * 1000;

export async function pruneCheckoutRecords(db: Db, now: Date): Promise<void> {
  await deleteDeclinesBefore(db, new Date(now.getTime() - KEEP_DECLINES_MS).toISOString());
  await deleteExpiredCheckoutTokens(db, new Date(now.getTime() - WINDOW_MS).toISOString());
}

/** The latest declined card attempts, newest first, for the administrator. */
export function recentDeclines(db: Db, limit = 50): Promise<CardDecline[]> {
  return listRecentDeclines(db, limit);
}
