import { z } from 'zod';
import { tooLongMessage } from '../../shared/schema-fields';
import { ADDON_SLUGS, SERVICE_CATEGORIES } from '../../shared/services/service';
import { MAX_SERVICE_MINUTES } from '../../shared/booking/visit-length';
import type { Db } from '../db/database';
import { badRequest, conflict, foundOr404 } from '../errors';
import { priceSchema, requiredText, slugSchema } from '../admin/ui/admin-schemas';
import { auditTrail } from '../audit/audit.service';
import { publicDataChanged } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import { inTransaction } from '../db/unique-violation';
import type { Actor } from '../admin/actor';
import {
  findServiceRecord,
  insertService,
  nextSortOrder,
  serviceIdBySlug,
  setServiceEnabled,
  updateService,
} from './services.repository';

export type { ServiceRecord } from './services.repository';
export { findServiceRecord, listServices } from './services.repository';

export const SERVICE_SLUG_TAKEN =
  'Another service already uses this slug. Please choose a different one.';
export const SERVICE_NOT_FOUND = 'That service does not exist.';
export const RULE_SLUG_FIXED =
  'This slug is used by the order form’s add-on rules, so it cannot be changed.';

const MINUTES_MESSAGE = `The minutes must be a whole number from 0 to ${MAX_SERVICE_MINUTES}.`;
const RULE_SLUGS: readonly string[] = Object.values(ADDON_SLUGS);
const auditService = auditTrail('service');

export const serviceEditSchema = z.object({
  name: requiredText(200, 'Please enter a name.', tooLongMessage('name', 200)),
  slug: slugSchema,
  price: priceSchema,
  description: z.string().trim().max(2000, tooLongMessage('description', 2000)),
  /** Left out (an older form): unchanged on an edit, none on a new service. */
  minutes: z
    .string()
    .trim()
    .max(5, MINUTES_MESSAGE)
    .optional()
    .transform((s) => (s === undefined || s === '' ? undefined : Number(s)))
    .refine(
      (n) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= MAX_SERVICE_MINUTES),
      MINUTES_MESSAGE,
    ),
});

export const serviceCreateSchema = serviceEditSchema.extend({
  category: z.enum(SERVICE_CATEGORIES, { error: 'Please choose a category.' }),
});

type Minutes = { minutes?: number };
export type ServiceEdit = Omit<z.infer<typeof serviceEditSchema>, 'minutes'> & Minutes;
export type ServiceCreate = Omit<z.infer<typeof serviceCreateSchema>, 'minutes'> & Minutes;

async function ensureSlugFree(db: Db, slug: string, ownId?: number) {
  const holder = await serviceIdBySlug(db, slug);
  if (holder !== undefined && holder !== ownId) throw conflict(SERVICE_SLUG_TAKEN);
}

export async function createService(db: Db, by: Actor, input: ServiceCreate): Promise<number> {
  await ensureSlugFree(db, input.slug);
  return inTransaction(db, SERVICE_SLUG_TAKEN, async (trx) => {
    const { price, minutes, ...rest } = input;
    const sortOrder = await nextSortOrder(trx, rest.category);
    const id = await insertService(
      trx,
      { ...rest, minutes: minutes ?? 0, priceCents: price, sortOrder },
      by.at.toISOString(),
    );
    await auditService(trx, by.id, 'create', id, { ...rest, priceCents: price });
    await publicDataChanged(db, trx, 'services');
    return id;
  });
}

export async function editService(db: Db, by: Actor, id: number, input: ServiceEdit) {
  const before = await foundOr404(findServiceRecord(db, id), SERVICE_NOT_FOUND);
  if (before.slug !== input.slug && RULE_SLUGS.includes(before.slug))
    throw badRequest(RULE_SLUG_FIXED);
  await ensureSlugFree(db, input.slug, id);
  const { price, ...rest } = input;
  await inTransaction(db, SERVICE_SLUG_TAKEN, async (trx) => {
    await updateService(trx, id, { ...rest, priceCents: price }, by.at.toISOString());
    await auditService(trx, by.id, 'update', id, {
      name: rest.name,
      slug: rest.slug,
      priceCents: price,
      ...(before.priceCents !== price ? { previousPriceCents: before.priceCents } : {}),
      ...(before.slug !== rest.slug ? { previousSlug: before.slug } : {}),
      ...(before.name !== rest.name ? { previousName: before.name } : {}),
      ...(rest.minutes !== undefined && before.minutes !== rest.minutes
        ? { minutes: rest.minutes, previousMinutes: before.minutes }
        : {}),
    });
    await publicDataChanged(db, trx, 'services');
  });
}

/** Enable or disable; answers the service's name. */
export async function switchService(
  db: Db,
  by: Actor,
  id: number,
  to: 'enable' | 'disable',
): Promise<string> {
  const before = await foundOr404(findServiceRecord(db, id), SERVICE_NOT_FOUND);
  await changePublicData(db, ['services'], async (trx) => {
    await setServiceEnabled(trx, id, to === 'enable', by.at.toISOString());
    await auditService(trx, by.id, to, id, {
      slug: before.slug,
      name: before.name,
    });
  });
  return before.name;
}
