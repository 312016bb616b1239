import type { cartSchema } from '../../shared/booking/cart';
import { priceOrder, type PriceLine } from '../../shared/booking/pricing';
import {
  DISCOUNT_INVALID,
  type Discount,
  discountLabel,
  discountOf,
  type DiscountQuote,
  normalizeCode,
} from '../../shared/discounts/discount';
import { centsToDecimal, formatCents } from '../../shared/money';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { badRequest, conflict } from '../errors';
import { listServices } from '../services/services.service';
import {
  claimUse,
  countCustomerUses,
  insertUse,
  releaseUseOfOrder,
  selectDiscountByCode,
} from './discounts.repository';

// Discount codes for the checkout and the order: what a code takes off a booking's lines, and
// taking (or giving back) one use inside the order's own transaction.

/** A code that applies to a booking: the code and what it takes off. */
export interface PricedDiscount {
  discount: Discount;
  code: string;
  cents: number;
}

const refused = () => badRequest(DISCOUNT_INVALID, { fields: { discount_code: DISCOUNT_INVALID } });

/**
 * What the typed code takes off these lines at `now`; a 400 with the one message for a code that
 * is unknown, inactive, outside its window, used up or not for any of these services.
 */
export async function priceDiscount(
  db: Db,
  typed: unknown,
  lines: readonly PriceLine[],
  now: Date,
): Promise<PricedDiscount> {
  const code = normalizeCode(typed);
  const discount = code === undefined ? undefined : await selectDiscountByCode(db, code);
  const cents = discount ? discountOf(discount, lines, now) : 0;
  if (!discount || cents <= 0) throw refused();
  return { discount, code: discount.code, cents };
}

/** POST apply_discount.php: the cart priced from the server's own prices, with the code. */
export async function applyDiscount(
  db: Db,
  body: { code: unknown; cart: z.output<typeof cartSchema> },
  now: Date,
): Promise<DiscountQuote> {
  const { lines, totalCents: subtotalCents } = priceOrder(await listServices(db), body.cart);
  const { code, cents } = await priceDiscount(db, body.code, lines, now);
  const totalCents = subtotalCents - cents;
  return {
    code,
    label: discountLabel(code),
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, amountCents: l.amountCents })),
    subtotalCents,
    discountCents: cents,
    totalCents,
    total: formatCents(totalCents),
    totalDecimal: centsToDecimal(totalCents),
  };
}

/**
 * Takes one use of the code for a saved order, in the order's transaction: the conditional UPDATE
 * refuses a code that ran out or expired since it was priced, then (with the code's row locked
 * in PostgreSQL) the customer's own limit is counted. A refusal throws, so nothing is saved.
 */
export async function takeDiscountUse(
  trx: Db,
  use: { discount: Discount; orderId: number; customerEmail: string; cents: number },
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  if (!(await claimUse(trx, use.discount.id, nowIso))) throw conflict(DISCOUNT_INVALID);
  const perCustomer = use.discount.maxUsesPerCustomer;
  if (
    perCustomer !== null &&
    (await countCustomerUses(trx, use.discount.id, use.customerEmail)) >= perCustomer
  )
    throw conflict(DISCOUNT_INVALID);
  await insertUse(
    trx,
    {
      discountId: use.discount.id,
      orderId: use.orderId,
      customerEmail: use.customerEmail,
      amountCents: use.cents,
    },
    nowIso,
  );
}

/** A cancelled order gives its code's use back (nothing when it had none or gave it already). */
export function releaseDiscountUse(trx: Db, orderId: number, now: Date): Promise<boolean> {
  return releaseUseOfOrder(trx, orderId, now.toISOString());
}
