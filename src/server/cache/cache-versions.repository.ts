import { sql } from 'kysely';
import { type Db, lockWait } from '../db/database';
import { noteLocalChange } from './local-changes';

// The only writer of cache_versions: one counter per kind of public data.

/**
 * `settings` (the site's settings, the rendered pages' config) and `reviews` have no API copies:
 * the rendered pages' copies depend on them (decision 075).
 */
export type CacheTopic = 'pages' | 'services' | 'slots' | 'settings' | 'reviews';

/**
 * Moves the topics' counters on; run in the transaction of the change, so both commit together.
 * Every booking moves the same row, so a rush of them queues for its lock, each holding it until
 * its commit is on disk: that queue is load, bounded by the pool wait like other lock waits
 * (decision 040), not an outage at the statement limit.
 */
export async function bumpVersions(
  db: Db,
  topics: readonly CacheTopic[],
  { endReported = false }: { endReported?: boolean } = {},
): Promise<void> {
  if (topics.length === 0) return;
  // A change whose end its caller reports (openLocalChange) needs no window of checks.
  if (!endReported) noteLocalChange();
  await sql`${lockWait}update cache_versions set version = version + 1 where topic in (${sql.join([
    ...topics,
  ])})`.execute(db);
}

/** Every topic's counter: one small read tells a process whether its copies are current. */
export async function readVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('cache_versions').select(['topic', 'version']).execute();
  return new Map(rows.map((r) => [r.topic, Number(r.version)]));
}
