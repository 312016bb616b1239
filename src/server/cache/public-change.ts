import type { Db } from '../db/database';
import { publicDataChanged, type CacheTopic } from './cache.service';

/**
 * Runs `write` in one transaction that changes what the public site shows, then moves the topics'
 * versions on in that same transaction: the kept copies go exactly when the change commits, and a
 * write that fails takes its version bump back with it. Answers what `write` answers.
 */
export function changePublicData<T>(
  db: Db,
  topics: readonly CacheTopic[],
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const answer = await write(trx);
    await publicDataChanged(db, trx, ...topics);
    return answer;
  });
}
