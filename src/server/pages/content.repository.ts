import type { Db } from '../db/database';

// Writes of content pages for the admin area (reads use the pages module's repository).

export async function pageIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

export async function insertPage(
  db: Db,
  page: { slug: string; title: string; content: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('pages')
    .values({ ...page, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePage(
  db: Db,
  id: number,
  page: { slug: string; title: string; content: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('pages')
    .set({ ...page, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
