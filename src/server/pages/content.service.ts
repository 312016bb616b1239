import { z } from 'zod';
import type { Db } from '../db/database';
import { conflict, notFound } from '../errors';
import { sanitizeContent } from './sanitize-html';
import { slugSchema } from '../admin/ui/admin-schemas';
import { audit } from '../audit/audit.service';
import { isUniqueViolation } from '../db/unique-violation';
import { deletePage, findPageById, insertPage, pageIdBySlug, updatePage } from './pages.repository';

export type { StoredPage } from './pages.repository';
export { findPageById, listPages } from './pages.repository';

export const SLUG_TAKEN = 'Another page already uses this slug. Please choose a different one.';
export const PAGE_NOT_FOUND = 'That page does not exist (it may have been deleted).';

export const pageInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title.')
    .max(200, 'The title may have at most 200 characters.'),
  slug: slugSchema,
  content: z.string().max(200_000, 'The content is too long (at most 200,000 characters).'),
});

export type PageInput = z.infer<typeof pageInputSchema>;

/** Saves only sanitised HTML (and it is sanitised again on render): page HTML is untrusted. */
function cleaned(input: PageInput): PageInput {
  return { ...input, content: sanitizeContent(input.content) };
}

async function ensureSlugFree(db: Db, slug: string, ownId?: number): Promise<void> {
  const holder = await pageIdBySlug(db, slug);
  if (holder !== undefined && holder !== ownId) throw conflict(SLUG_TAKEN);
}

/** The unique index still decides between two administrators saving the same slug at once. */
async function mappingSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

export async function createPage(
  db: Db,
  actorId: number,
  input: PageInput,
  now = new Date(),
): Promise<number> {
  const page = cleaned(input);
  await ensureSlugFree(db, page.slug);
  return mappingSlugConflict(() =>
    db.transaction().execute(async (trx) => {
      const id = await insertPage(trx, page, now.toISOString());
      await audit(trx, {
        userId: actorId,
        action: 'create',
        entity: 'page',
        entityId: id,
        details: { slug: page.slug, title: page.title },
      });
      return id;
    }),
  );
}

export async function editPage(
  db: Db,
  actorId: number,
  id: number,
  input: PageInput,
  now = new Date(),
): Promise<void> {
  const before = await findPageById(db, id);
  if (!before) throw notFound(PAGE_NOT_FOUND);
  const page = cleaned(input);
  await ensureSlugFree(db, page.slug, id);
  await mappingSlugConflict(() =>
    db.transaction().execute(async (trx) => {
      if (!(await updatePage(trx, id, page, now.toISOString()))) throw notFound(PAGE_NOT_FOUND);
      await audit(trx, {
        userId: actorId,
        action: 'update',
        entity: 'page',
        entityId: id,
        details: {
          slug: page.slug,
          title: page.title,
          ...(before.slug !== page.slug ? { previousSlug: before.slug } : {}),
          ...(before.title !== page.title ? { previousTitle: before.title } : {}),
          contentChanged: before.content !== page.content,
        },
      });
    }),
  );
}

export async function removePage(db: Db, actorId: number, id: number): Promise<string> {
  const before = await findPageById(db, id);
  if (!before) throw notFound(PAGE_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    if (!(await deletePage(trx, id))) throw notFound(PAGE_NOT_FOUND);
    await audit(trx, {
      userId: actorId,
      action: 'delete',
      entity: 'page',
      entityId: id,
      details: { slug: before.slug, title: before.title },
    });
  });
  return before.title;
}
