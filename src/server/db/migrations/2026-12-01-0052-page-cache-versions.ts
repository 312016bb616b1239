import type { Kysely } from 'kysely';

// Counters for the settings and the reviews: the rendered public pages are kept per process
// while every topic they are made of keeps its version (decision 075).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('cache_versions' as never)
    .values(['settings', 'reviews'].map((topic) => ({ topic, version: 0 })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('cache_versions' as never)
    .where('topic' as never, 'in', ['settings', 'reviews'] as never)
    .execute();
}
