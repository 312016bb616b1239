import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { ServiceCategory, ServicesTable } from '../db/schema';
import type { Service } from '../../shared/services/service';
import { insertedId, insertIfMissing } from '../db/inserts';

// The only writer of the services table (the price list).

/** A service as the admin area edits it (prices in cents). */
export interface ServiceRecord {
  id: number;
  name: string;
  slug: string;
  category: ServiceCategory;
  priceCents: number;
  enabled: boolean;
  description: string;
  /** The minutes the service adds to a visit. */
  minutes: number;
}

export type NewService = Omit<ServiceRecord, 'id' | 'enabled'> & { sortOrder: number };

const columns = [
  'id',
  'name',
  'slug',
  'category',
  'price_cents',
  'enabled',
  'description',
  'minutes',
] as const;

type Row = Pick<Selectable<ServicesTable>, (typeof columns)[number]>;

const toService = (r: Row): Service => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  category: r.category,
  price: r.price_cents / 100,
  price_cents: r.price_cents,
  enabled: r.enabled === 1,
  description: r.description,
  minutes: Number(r.minutes),
});

const toRecord = (r: Row): ServiceRecord => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  category: r.category,
  priceCents: r.price_cents,
  enabled: r.enabled === 1,
  description: r.description,
  minutes: Number(r.minutes),
});

const serviceRows = (db: Db) => db.selectFrom('services').select(columns);

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await serviceRows(db)
    .orderBy('category')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toService);
}

export async function findServiceRecord(db: Db, id: number): Promise<ServiceRecord | undefined> {
  return firstRow(serviceRows(db).where('id', '=', id), toRecord);
}

export async function serviceIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  return firstRow(db.selectFrom('services').select('id').where('slug', '=', slug), (r) => r.id);
}

/** The place after the last service of a category, for a new one. */
export async function nextSortOrder(db: Db, category: ServiceCategory): Promise<number> {
  const last = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('category', '=', category)
    .executeTakeFirst();
  return Number(last?.n ?? -1) + 1;
}

const serviceRow = (s: NewService, now: string) => ({
  name: s.name,
  slug: s.slug,
  category: s.category,
  price_cents: s.priceCents,
  enabled: 1,
  description: s.description,
  minutes: s.minutes,
  sort_order: s.sortOrder,
  created_at: now,
  updated_at: now,
});

export async function insertService(db: Db, s: NewService, now: string): Promise<number> {
  return insertedId(db.insertInto('services').values(serviceRow(s, now)));
}

/** Adds the services, in one statement; a service whose slug exists is left as it is. */
export async function insertMissingServices(
  db: Db,
  services: NewService[],
  now: string,
): Promise<void> {
  if (services.length === 0) return;
  const rows = services.map((s) => serviceRow(s, now));
  await insertIfMissing(db.insertInto('services').values(rows), 'slug');
}

export async function updateService(
  db: Db,
  id: number,
  s: Pick<ServiceRecord, 'name' | 'slug' | 'priceCents' | 'description'> & { minutes?: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('services')
    .set({
      name: s.name,
      slug: s.slug,
      price_cents: s.priceCents,
      description: s.description,
      ...(s.minutes === undefined ? {} : { minutes: s.minutes }),
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
