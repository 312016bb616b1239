import type { Selectable } from 'kysely';
import type { Discount } from '../../shared/discounts/discount';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { DiscountsTable } from '../db/schema';
import { countRows, rowsTouched, touchedAny } from '../db/row-counts';
import { toIso } from '../db/values';
import { insertedId } from '../db/inserts';

// The only writer of discounts and discount_uses. A use is taken by one conditional UPDATE that
// names every rule (active, in its window, a use left), so the last use cannot be taken twice.

/** What the admin form sets on a code: all of it but its id and its count of uses. */
export type DiscountFields = Omit<Discount, 'id' | 'uses'>;

export interface DiscountRecord extends Discount {
  updatedAt: string;
}

function serviceIdsOf(json: string | null): number[] | null {
  if (json === null) return null;
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((n): n is number => Number.isInteger(n)) : null;
  } catch {
    return null;
  }
}

const toRecord = (r: Selectable<DiscountsTable>): DiscountRecord => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  percent: r.percent,
  amountCents: r.amount_cents,
  serviceIds: serviceIdsOf(r.service_ids),
  validFrom: r.valid_from === null ? null : toIso(r.valid_from),
  validTo: r.valid_to === null ? null : toIso(r.valid_to),
  maxUses: r.max_uses,
  maxUsesPerCustomer: r.max_uses_per_customer,
  active: Number(r.active) === 1,
  uses: Number(r.uses),
  updatedAt: toIso(r.updated_at),
});

const toRow = (f: DiscountFields) => ({
  code: f.code,
  kind: f.kind,
  percent: f.kind === 'percent' ? f.percent : null,
  amount_cents: f.kind === 'fixed' ? f.amountCents : null,
  service_ids: f.serviceIds === null ? null : JSON.stringify(f.serviceIds),
  valid_from: f.validFrom,
  valid_to: f.validTo,
  max_uses: f.maxUses,
  max_uses_per_customer: f.maxUsesPerCustomer,
  active: f.active ? 1 : 0,
});

export async function selectDiscounts(db: Db): Promise<DiscountRecord[]> {
  const rows = await db.selectFrom('discounts').selectAll().orderBy('code').execute();
  return rows.map(toRecord);
}

const selectDiscountBy = (db: Db, key: { id: number } | { code: string }) =>
  firstRow(
    db
      .selectFrom('discounts')
      .selectAll()
      .where((eb) => eb.and(key)),
    toRecord,
  );

export const selectDiscount = (db: Db, id: number) => selectDiscountBy(db, { id });

/** The code as stored (upper-case). */
export const selectDiscountByCode = (db: Db, code: string) => selectDiscountBy(db, { code });

export async function insertDiscount(db: Db, f: DiscountFields, now: string): Promise<number> {
  return insertedId(
    db.insertInto('discounts').values({ ...toRow(f), created_at: now, updated_at: now }),
  );
}

export function updateDiscount(db: Db, id: number, f: DiscountFields, now: string) {
  return touchedAny(
    db
      .updateTable('discounts')
      .set({ ...toRow(f), updated_at: now })
      .where('id', '=', id),
  );
}

export function setDiscountActive(db: Db, id: number, active: boolean, now: string) {
  return touchedAny(
    db
      .updateTable('discounts')
      .set({ active: active ? 1 : 0, updated_at: now })
      .where('id', '=', id),
  );
}

/** Deletes a code no order ever used (a used one keeps its history: deactivate it instead). */
export function deleteUnusedDiscount(db: Db, id: number) {
  return touchedAny(
    db
      .deleteFrom('discounts')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('discount_uses').select('id').where('discount_id', '=', id))),
      ),
  );
}

/** Every use ever recorded (released ones too): a code with any cannot be deleted. */
export async function countAllUses(db: Db, discountId: number): Promise<number> {
  return countRows(db.selectFrom('discount_uses').where('discount_id', '=', discountId));
}

/**
 * Takes one use if the code is active, in its window at `now` and below its limit; false when
 * not. In PostgreSQL the row stays locked until the transaction ends.
 */
export function claimUse(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('discounts')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', id)
      .where('active', '=', 1)
      .where((eb) =>
        eb.and([
          eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]),
          eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]),
          eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', now)]),
        ]),
      ),
  );
}

/** The customer's uses of a code not given back (cancelled orders give theirs back). */
export async function countCustomerUses(
  db: Db,
  discountId: number,
  customerEmail: string,
): Promise<number> {
  return countRows(
    db
      .selectFrom('discount_uses')
      .where('discount_id', '=', discountId)
      .where('customer_email', '=', customerEmail)
      .where('released_at', 'is', null),
  );
}

export async function insertUse(
  db: Db,
  use: { discountId: number; orderId: number; customerEmail: string; amountCents: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('discount_uses')
    .values({
      discount_id: use.discountId,
      order_id: use.orderId,
      customer_email: use.customerEmail,
      amount_cents: use.amountCents,
      created_at: now,
      released_at: null,
    })
    .execute();
}

/** Gives back an order's use (once): marks it released and lowers its code's count. */
export async function releaseUseOfOrder(db: Db, orderId: number, now: string): Promise<boolean> {
  const use = await db
    .selectFrom('discount_uses')
    .select(['id', 'discount_id'])
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (!use) return false;
  const released = await rowsTouched(
    db
      .updateTable('discount_uses')
      .set({ released_at: now })
      .where('id', '=', use.id)
      .where('released_at', 'is', null),
  );
  if (released === 0) return false;
  await db
    .updateTable('discounts')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', use.discount_id)
    .where('uses', '>', 0)
    .execute();
  return true;
}
