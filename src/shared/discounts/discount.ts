import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { cartSchema } from '../booking/cart';
import { cents, limitedText } from '../schema-fields';
import { formatCents } from '../money';
import type { PriceLine } from '../booking/pricing';

// Discount codes as pure rules: what a code is, when it can be used, and what it takes off.

/** The one answer for every code that cannot be used (never which rule refused it). */
export const DISCOUNT_INVALID = 'This code is not valid for this booking.';
export const MAX_CODE_LENGTH = 32;
const CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** A code as typed: trimmed, length-checked first, then upper-cased and checked for its characters. */
export const discountCodeSchema = lazySchema(() =>
  limitedText(MAX_CODE_LENGTH, { invalid: DISCOUNT_INVALID })
    .min(1, DISCOUNT_INVALID)
    .transform((v) => v.toUpperCase())
    .refine((v) => CODE_PATTERN.test(v), DISCOUNT_INVALID),
);

/** The stored form of a typed code, or undefined when it could never be one. */
export function normalizeCode(raw: unknown): string | undefined {
  const parsed = discountCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export type DiscountKind = 'percent' | 'fixed';

/** A discount code as the rules read it (the server's row, parsed). */
export interface Discount {
  id: number;
  code: string;
  kind: DiscountKind;
  /** Whole percent, 1–100 (percent codes). */
  percent: number | null;
  /** Cents off (fixed codes). */
  amountCents: number | null;
  /** The services it applies to; null for all of them. */
  serviceIds: number[] | null;
  /** ISO instants: usable from `validFrom`, and before `validTo`. */
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  uses: number;
}

/** Whether the code may be used at `now` at all (active, in its window, a use left). */
export function isUsable(d: Discount, now: Date): boolean {
  const t = now.getTime();
  if (!d.active) return false;
  if (d.validFrom && t < Date.parse(d.validFrom)) return false;
  if (d.validTo && t >= Date.parse(d.validTo)) return false;
  return d.maxUses === null || d.uses < d.maxUses;
}

/** The sum of the lines the code applies to. */
export function eligibleCents(
  d: Pick<Discount, 'serviceIds'>,
  lines: readonly PriceLine[],
): number {
  const ids = d.serviceIds && new Set(d.serviceIds);
  return lines
    .filter((l) => !ids || ids.has(l.serviceId))
    .reduce((sum, l) => sum + Math.max(0, l.amountCents), 0);
}

/**
 * Cents off the eligible lines: a percentage rounded half-up to the cent, or a fixed amount that
 * never exceeds what it applies to (so a total never goes below zero). 0 when it does not apply.
 */
export function discountOf(d: Discount, lines: readonly PriceLine[], now: Date): number {
  if (!isUsable(d, now)) return 0;
  const base = eligibleCents(d, lines);
  if (base <= 0) return 0;
  if (d.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, d.percent ?? 0));
    return Math.min(base, Math.floor((base * percent + 50) / 100));
  }
  return Math.min(base, Math.max(0, d.amountCents ?? 0));
}

/** What a code does for the customer, in words ("10% off", "$25.00 off"). */
export function discountTerms(d: Pick<Discount, 'kind' | 'percent' | 'amountCents'>): string {
  return d.kind === 'percent' ? `${d.percent ?? 0}% off` : `${formatCents(d.amountCents ?? 0)} off`;
}

/** The label of the discount's line wherever an order's lines are listed. */
export const discountLabel = (code: string) => `Discount (${code})`;

/**
 * The discount as a price line stored with the order's lines: negative amounts, so every reader
 * that lists lines by name, quantity and amount shows it, and the lines still add up to the total.
 */
export function discountPriceLine(code: string, cents: number) {
  return {
    serviceId: 0,
    slug: 'discount',
    name: discountLabel(code),
    category: 'discount',
    unitCents: -cents,
    quantity: 1,
    amountCents: -cents,
  } as const;
}

/** Whether a stored price line is the discount's own (marked by its category), not a service. */
export const isDiscountLine = (line: { category?: unknown }) => line.category === 'discount';

/**
 * POST apply_discount.php: the code typed (any value: one that is not a code gets the same answer
 * as an unknown one) and the cart being booked.
 */
export const applyDiscountSchema = lazySchema(() =>
  z.object({ code: z.unknown(), cart: cartSchema }),
);
export type ApplyDiscountRequest = z.input<typeof applyDiscountSchema>;

/** apply_discount.php's answer: the cart's lines, the discount and the new total. */
export const discountQuoteSchema = lazySchema(() =>
  z.strictObject({
    code: z.string(),
    label: z.string(),
    lines: z.array(z.strictObject({ name: z.string(), quantity: z.number(), amountCents: cents })),
    subtotalCents: cents,
    discountCents: cents,
    totalCents: cents,
    /** "$425.00" */
    total: z.string(),
    /** "425.00": what a card payment authorizes. */
    totalDecimal: z.string(),
  }),
);
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;
