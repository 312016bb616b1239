import type { Db } from '../db/database';
import type { ServiceCategory } from '../db/schema';

// Writes of services (prices) for the admin area; the list comes from the services module.

export interface ServiceRecord {
  id: number;
  name: string;
  slug: string;
  category: ServiceCategory;
  priceCents: number;
  enabled: boolean;
  description: string;
}

export async function findServiceRecord(db: Db, id: number): Promise<ServiceRecord | undefined> {
  const r = await db
    .selectFrom('services')
    .select(['id', 'name', 'slug', 'category', 'price_cents', 'enabled', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      id: r.id,
      name: r.name,
      slug: r.slug,
      category: r.category,
      priceCents: r.price_cents,
      enabled: r.enabled === 1,
      description: r.description,
    }
  );
}

export async function serviceIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

export async function insertService(
  db: Db,
  s: Omit<ServiceRecord, 'id' | 'enabled'>,
  now: string,
): Promise<number> {
  const last = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('category', '=', s.category)
    .executeTakeFirst();
  const row = await db
    .insertInto('services')
    .values({
      name: s.name,
      slug: s.slug,
      category: s.category,
      price_cents: s.priceCents,
      enabled: 1,
      description: s.description,
      sort_order: Number(last?.n ?? -1) + 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateService(
  db: Db,
  id: number,
  s: Pick<ServiceRecord, 'name' | 'slug' | 'priceCents' | 'description'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('services')
    .set({
      name: s.name,
      slug: s.slug,
      price_cents: s.priceCents,
      description: s.description,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setServiceEnabled(
  db: Db,
  id: number,
  enabled: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('services')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}
