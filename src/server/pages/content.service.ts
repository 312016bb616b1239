import { z } from 'zod';
import { tooLongMessage } from '../../shared/schema-fields';
import type { Db } from '../db/database';
import { conflict, foundOr404, notFound } from '../errors';
import { sanitizeContent } from './sanitize-html';
import { requiredText, slugSchema } from '../admin/ui/admin-schemas';
import { auditTrail } from '../audit/audit.service';
import { publicDataChanged } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import { inTransaction } from '../db/unique-violation';
import type { Actor } from '../admin/actor';
import { deletePage, findPageById, insertPage, pageIdBySlug, updatePage } from './pages.repository';

export type { StoredPage } from './pages.repository';
export { findPageById, listPages } from './pages.repository';

export const SLUG_TAKEN = 'Another page already uses this slug. Please choose a different one.';
export const PAGE_NOT_FOUND = 'That page does not exist (it may have been deleted).';

export const pageInputSchema = z.object({
  title: requiredText(200, 'Please enter a title.', tooLongMessage('title', 200)),
  slug: slugSchema,
  content: z.string().max(200_000, 'The content is too long (at most 200,000 characters).'),
});

export type PageInput = z.infer<typeof pageInputSchema>;

const auditPage = auditTrail('page');

/** Saves only sanitised HTML (and it is sanitised again on render): page HTML is untrusted. */
function cleaned(input: PageInput): PageInput {
  return { ...input, content: sanitizeContent(input.content) };
}

async function ensureSlugFree(db: Db, slug: string, ownId?: number): Promise<void> {
  const holder = await pageIdBySlug(db, slug);
  if (holder !== undefined && holder !== ownId) throw conflict(SLUG_TAKEN);
}

export async function createPage(db: Db, by: Actor, input: PageInput): Promise<number> {
  const page = cleaned(input);
  await ensureSlugFree(db, page.slug);
  return inTransaction(db, SLUG_TAKEN, async (trx) => {
    const id = await insertPage(trx, page, by.at.toISOString());
    await auditPage(trx, by.id, 'create', id, { slug: page.slug, title: page.title });
    await publicDataChanged(db, trx, 'pages');
    return id;
  });
}

export async function editPage(db: Db, by: Actor, id: number, input: PageInput): Promise<void> {
  const before = await foundOr404(findPageById(db, id), PAGE_NOT_FOUND);
  const page = cleaned(input);
  await ensureSlugFree(db, page.slug, id);
  await inTransaction(db, SLUG_TAKEN, async (trx) => {
    if (!(await updatePage(trx, id, page, by.at.toISOString()))) throw notFound(PAGE_NOT_FOUND);
    await auditPage(trx, by.id, 'update', id, {
      slug: page.slug,
      title: page.title,
      ...(before.slug !== page.slug ? { previousSlug: before.slug } : {}),
      ...(before.title !== page.title ? { previousTitle: before.title } : {}),
      contentChanged: before.content !== page.content,
    });
    await publicDataChanged(db, trx, 'pages');
  });
}

export async function removePage(db: Db, by: Actor, id: number): Promise<string> {
  const before = await foundOr404(findPageById(db, id), PAGE_NOT_FOUND);
  await changePublicData(db, ['pages'], async (trx) => {
    if (!(await deletePage(trx, id))) throw notFound(PAGE_NOT_FOUND);
    await auditPage(trx, by.id, 'delete', id, { slug: before.slug, title: before.title });
  });
  return before.title;
}
