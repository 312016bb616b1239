import { dayEnd, dayStart } from '../../shared/discounts/discount-dates';
import { badRequest, conflict, foundOr404, notFound } from '../errors';
import { auditTrail } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { isUniqueViolation } from '../db/unique-violation';
import { DISCOUNT_FORM_MESSAGES, type DiscountForm } from './discounts-admin-schema';
import {
  countAllUses,
  deleteUnusedDiscount,
  type DiscountFields,
  type DiscountRecord,
  insertDiscount,
  selectDiscount,
  selectDiscounts,
  setDiscountActive,
  updateDiscount,
} from './discounts.repository';

export type { DiscountRecord } from './discounts.repository';

// The admin's Discounts section: every change in one transaction with its audit entry.

export const DISCOUNT_NOT_FOUND = 'That discount code does not exist (it may have been deleted).';
export const DISCOUNT_CODE_TAKEN = 'Another discount already has that code.';
export const DISCOUNT_USED =
  'This code has been used on orders, so it is kept with them. Deactivate it instead.';

const auditDiscount = auditTrail('discount');

export const listDiscounts = selectDiscounts;
export const findDiscount = (db: Db, id: number) =>
  foundOr404(selectDiscount(db, id), DISCOUNT_NOT_FOUND);

/** The form's values as stored: days in the business's zone, services among those offered. */
export function discountFields(
  form: DiscountForm,
  serviceIds: readonly string[],
  offered: ReadonlySet<number>,
  timeZone: string,
): DiscountFields {
  const ids = [...new Set(serviceIds.map(Number))];
  if (ids.some((id) => !offered.has(id))) throw badRequest(DISCOUNT_FORM_MESSAGES.services);
  return {
    code: form.code,
    kind: form.kind,
    percent: form.percent,
    amountCents: form.amountCents,
    // None ticked: the code applies to every service.
    serviceIds: ids.length ? ids.sort((a, b) => a - b) : null,
    validFrom: form.validFrom && dayStart(form.validFrom, timeZone),
    validTo: form.validTo && dayEnd(form.validTo, timeZone),
    maxUses: form.maxUses,
    maxUsesPerCustomer: form.maxUsesPerCustomer,
    active: form.active,
  };
}

async function uniqueCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DISCOUNT_CODE_TAKEN);
    throw error;
  }
}

export function createDiscount(db: Db, by: Actor, f: DiscountFields) {
  return uniqueCode(
    db.transaction().execute(async (trx) => {
      const id = await insertDiscount(trx, f, by.at.toISOString());
      await auditDiscount(trx, by.id, 'create', id, { ...f });
      return id;
    }),
  );
}

export async function editDiscount(
  db: Db,
  by: Actor,
  id: number,
  f: DiscountFields,
): Promise<void> {
  const before = await findDiscount(db, id);
  await uniqueCode(
    db.transaction().execute(async (trx) => {
      if (!(await updateDiscount(trx, id, f, by.at.toISOString())))
        throw notFound(DISCOUNT_NOT_FOUND);
      await auditDiscount(trx, by.id, 'update', id, { ...f, previous: summary(before) });
    }),
  );
}

export async function switchDiscount(
  db: Db,
  by: Actor,
  id: number,
  active: boolean,
): Promise<DiscountRecord> {
  const before = await findDiscount(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await setDiscountActive(trx, id, active, by.at.toISOString())))
      throw notFound(DISCOUNT_NOT_FOUND);
    await auditDiscount(trx, by.id, active ? 'activate' : 'deactivate', id, {
      code: before.code,
    });
  });
  return before;
}

/** Deletes a code never used; a used one is refused (409) and stays with its orders. */
export async function removeDiscount(db: Db, by: Actor, id: number): Promise<string> {
  const before = await findDiscount(db, id);
  if ((await countAllUses(db, id)) > 0) throw conflict(DISCOUNT_USED);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteUnusedDiscount(trx, id))) throw conflict(DISCOUNT_USED);
    await auditDiscount(trx, by.id, 'delete', id, summary(before));
  });
  return before.code;
}

/** Whether a code has any use recorded (the list hides Delete for those). */
export const hasUses = async (db: Db, id: number) => (await countAllUses(db, id)) > 0;

const summary = (d: DiscountRecord) => ({
  code: d.code,
  kind: d.kind,
  percent: d.percent,
  amountCents: d.amountCents,
  serviceIds: d.serviceIds,
  validFrom: d.validFrom,
  validTo: d.validTo,
  maxUses: d.maxUses,
  maxUsesPerCustomer: d.maxUsesPerCustomer,
  active: d.active,
  uses: d.uses,
});
