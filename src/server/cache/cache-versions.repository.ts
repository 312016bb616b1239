import type { Db } from '../db/database';

// The only writer of cache_versions: one counter per kind of public data.

export type CacheTopic = 'pages' | 'services' | 'slots';

/** Moves the topics' counters on; run in the transaction of the change, so both commit together. */
export async function bumpVersions(db: Db, topics: readonly CacheTopic[]): Promise<void> {
  await db
    .updateTable('cache_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('topic', 'in', topics)
    .execute();
}

/** Every topic's counter: one small read tells a process whether its copies are current. */
export async function readVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('cache_versions').select(['topic', 'version']).execute();
  return new Map(rows.map((r) => [r.topic, Number(r.version)]));
}
