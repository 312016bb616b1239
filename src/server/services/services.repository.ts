import type { Db } from '../db/database';
import type { ServiceCategory } from '../db/schema';
import type { Service } from '../../shared/services/service';

type ServiceRow = {
  id: number;
  name: string;
  slug: string;
  category: ServiceCategory;
  price_cents: number;
  enabled: number;
  description: string;
};

const toService = (r: ServiceRow): Service => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  category: r.category,
  price: r.price_cents / 100,
  price_cents: r.price_cents,
  enabled: r.enabled === 1,
  description: r.description,
});

const columns = [
  'id',
  'name',
  'slug',
  'category',
  'price_cents',
  'enabled',
  'description',
] as const;

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await db
    .selectFrom('services')
    .select(columns)
    .orderBy('category')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toService);
}

export async function countServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertServiceIfMissing(
  db: Db,
  s: {
    name: string;
    slug: string;
    category: ServiceCategory;
    priceCents: number;
    description: string;
    sortOrder: number;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('services')
    .values({
      name: s.name,
      slug: s.slug,
      category: s.category,
      price_cents: s.priceCents,
      enabled: 1,
      description: s.description,
      sort_order: s.sortOrder,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
