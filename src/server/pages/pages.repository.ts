import type { Db } from '../db/database';
import { toIso } from '../db/values';

export interface PageRow {
  id: number;
  slug: string;
  title: string;
  content: string;
  updatedAt: string;
}

const columns = ['id', 'slug', 'title', 'content', 'updated_at'] as const;

function toPage(row: {
  id: number;
  slug: string;
  title: string;
  content: string;
  updated_at: string | Date;
}): PageRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    updatedAt: toIso(row.updated_at),
  };
}

export async function listPages(db: Db): Promise<PageRow[]> {
  const rows = await db.selectFrom('pages').select(columns).orderBy('title').execute();
  return rows.map(toPage);
}

export async function findPageById(db: Db, id: number): Promise<PageRow | undefined> {
  const row = await db.selectFrom('pages').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toPage(row);
}

export async function findPageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(columns)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && toPage(row);
}

export async function insertPageIfMissing(
  db: Db,
  page: { slug: string; title: string; content: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('pages')
    .values({ ...page, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
