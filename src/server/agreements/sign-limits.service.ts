import { AGREEMENT_MESSAGES } from '../../shared/agreements/agreement';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { countAttempts, deleteAttemptsBefore, insertAttempt } from './agreements.repository';

// Signing is a write anyone with an account can repeat: counted in the database (every server
// process agrees), per account and per client address, over a short window.

const WINDOW_MS = 10 * 60_000;
const PER_ACCOUNT = 20;
const PER_ADDRESS = 60;

/** Counts this attempt, or refuses it (429) when the account or address is over its limit. */
export async function checkSigningLimits(
  db: Db,
  by: { userId: number; ip: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  await deleteAttemptsBefore(db, since);
  const counts = await countAttempts(db, by, since);
  if (counts.user >= PER_ACCOUNT || counts.ip >= PER_ADDRESS)
    throw new HttpError(429, AGREEMENT_MESSAGES.tooManyTries, undefined, WINDOW_MS / 1000);
  await insertAttempt(db, by.userId, by.ip.slice(0, 64), now.toISOString());
}
