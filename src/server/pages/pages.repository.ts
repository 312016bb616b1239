import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { PagesTable } from '../db/schema';
import { toIso } from '../db/values';
import { touchedAny } from '../db/row-counts';
import { insertedId, insertIfMissing } from '../db/inserts';

// The only writer of the pages table.

/** A page as stored: its content is sanitised again before anyone sees it. */
export interface StoredPage {
  id: number;
  slug: string;
  title: string;
  content: string;
  updatedAt: string;
}

export interface PageFields {
  slug: string;
  title: string;
  content: string;
}

const columns = ['id', 'slug', 'title', 'content', 'updated_at'] as const;

const toPage = (row: Pick<Selectable<PagesTable>, (typeof columns)[number]>): StoredPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  updatedAt: toIso(row.updated_at),
});

const pageRows = (db: Db) => db.selectFrom('pages').select(columns);

export async function listPages(db: Db): Promise<StoredPage[]> {
  const rows = await pageRows(db).orderBy('title').execute();
  return rows.map(toPage);
}

export async function findPageById(db: Db, id: number): Promise<StoredPage | undefined> {
  return firstRow(pageRows(db).where('id', '=', id), toPage);
}

export async function findPageBySlug(db: Db, slug: string): Promise<StoredPage | undefined> {
  return firstRow(pageRows(db).where('slug', '=', slug), toPage);
}

export async function pageIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

const pageRow = (page: PageFields, now: string) => ({ ...page, created_at: now, updated_at: now });

export async function insertPage(db: Db, page: PageFields, now: string): Promise<number> {
  return insertedId(db.insertInto('pages').values(pageRow(page, now)));
}

/** Adds the pages, in one statement; a page whose slug exists is left as it is. */
export async function insertMissingPages(db: Db, pages: PageFields[], now: string): Promise<void> {
  if (pages.length === 0) return;
  await insertIfMissing(db.insertInto('pages').values(pages.map((p) => pageRow(p, now))), 'slug');
}

export async function updatePage(
  db: Db,
  id: number,
  page: PageFields,
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('pages')
      .set({ ...page, updated_at: now })
      .where('id', '=', id),
  );
}

export async function deletePage(db: Db, id: number): Promise<boolean> {
  return touchedAny(db.deleteFrom('pages').where('id', '=', id));
}
