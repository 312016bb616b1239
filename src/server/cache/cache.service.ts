import type { Db } from '../db/database';
import { bumpVersions, type CacheTopic } from './cache-versions.repository';
import { openLocalChange } from './local-changes';
import { OnePerKey } from './one-per-key';
import { PublicCache } from './public-cache';

export type { CacheTopic } from './cache-versions.repository';

// One cache per database handle: each app (and each test app) keeps its own copies.
const caches = new OnePerKey((db: Db) => new PublicCache(db));

/** The in-memory copies of public answers kept for this database handle. */
export function publicCacheFor(db: Db): PublicCache {
  return caches.of(db);
}

/**
 * Public data of `topic` changes in `trx`: its version moves on in that same transaction, so every
 * process drops its copies once the change commits. `db` is the app's handle (for this process).
 */
export async function publicDataChanged(db: Db, trx: Db, ...topics: CacheTopic[]): Promise<void> {
  await bumpVersions(trx, topics);
  caches.made(db)?.changedHere();
}

/**
 * A change to public data whose transaction the caller runs and whose end it reports: call
 * `changed(trx, ...topics)` in the transaction and `ended()` once it has committed or rolled back.
 * This process's reads then need only one version check started after the end, not a window of
 * checks (decision 075: a rush of bookings kept that window open and every read waiting on it).
 */
export function reportedChange(): {
  changed: (trx: Db, ...topics: CacheTopic[]) => Promise<void>;
  ended: () => void;
} {
  const ended = openLocalChange();
  return { changed: (trx, ...topics) => bumpVersions(trx, topics, { endReported: true }), ended };
}
