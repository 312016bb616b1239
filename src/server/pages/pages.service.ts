import type { Page } from '../../shared/pages/page';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import {
  findPageById,
  findPageBySlug,
  insertMissingPages,
  listPages,
  type PageFields,
  type StoredPage,
} from './pages.repository';
import { sanitizeContent } from './sanitize-html';

// Sanitising is the costly part of a page read; remember the result per page version.
const rendered = new Map<number, { updatedAt: string; content: string }>();

function toPublicPage(row: StoredPage): Page {
  let hit = rendered.get(row.id);
  if (!hit || hit.updatedAt !== row.updatedAt) {
    hit = { updatedAt: row.updatedAt, content: sanitizeContent(row.content) };
    rendered.set(row.id, hit);
  }
  return { id: row.id, slug: row.slug, title: row.title, content: hit.content };
}

export async function getPages(db: Db): Promise<Page[]> {
  return (await listPages(db)).map(toPublicPage);
}

export async function getPage(db: Db, by: { id?: number; slug?: string }): Promise<Page> {
  const row =
    by.id !== undefined ? await findPageById(db, by.id) : await findPageBySlug(db, by.slug ?? '');
  if (!row) throw notFound('Page not found.');
  return toPublicPage(row);
}

/** The demo pages of a new site; a page whose slug exists is left as it is. */
export async function addMissingPages(db: Db, pages: PageFields[], now: string): Promise<void> {
  await insertMissingPages(db, pages, now);
}
