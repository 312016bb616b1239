import type { Db } from '../db/database';
import { bumpVersions, type CacheTopic } from './cache-versions.repository';
import { PublicCache } from './public-cache';

export type { CacheTopic } from './cache-versions.repository';

// One cache per database handle: each app (and each test app) keeps its own copies.
const caches = new WeakMap<Db, PublicCache>();

/** The in-memory copies of public answers kept for this database handle. */
export function publicCacheFor(db: Db): PublicCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Public data of `topic` changes in `trx`: its version moves on in that same transaction, so every
 * process drops its copies once the change commits. `db` is the app's handle (for this process).
 */
export async function publicDataChanged(db: Db, trx: Db, ...topics: CacheTopic[]): Promise<void> {
  await bumpVersions(trx, topics);
  caches.get(db)?.changedHere();
}
