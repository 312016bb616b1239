import { z } from 'zod';
import { MAX_CODE_LENGTH } from '../../shared/discounts/discount';
import { limitedText } from '../../shared/schema-fields';
import { priceSchema } from '../admin/ui/admin-schemas';

// The Discounts form as typed: every field length-checked before its pattern.

export const DISCOUNT_FORM_MESSAGES = {
  code: `Please enter a code of 1 to ${MAX_CODE_LENGTH} letters, digits, dashes or underscores.`,
  kind: 'Please choose a percentage or a fixed amount.',
  percent: 'Please enter a whole percentage from 1 to 100.',
  amount: 'Please enter the amount off in dollars, such as 25 or 25.50 (more than zero).',
  day: 'Please enter dates as YYYY-MM-DD.',
  window: 'The last day may not be before the first day.',
  count: 'Please enter a whole number from 1 to 1,000,000, or leave it empty for no limit.',
  services: 'Please choose services from the list.',
} as const;
const M = DISCOUNT_FORM_MESSAGES;

const optionalCount = limitedText(7, { invalid: M.count })
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000), M.count)
  .transform((v) => (v === '' ? null : Number(v)));

const optionalDay = limitedText(10, { invalid: M.day })
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), M.day)
  .transform((v) => (v === '' ? null : v));

/** The single-valued fields (the services are a checkbox group, read apart). */
export const discountFormSchema = z
  .object({
    code: limitedText(MAX_CODE_LENGTH, { invalid: M.code })
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9_-]+$/.test(v), M.code),
    kind: z.enum(['percent', 'fixed'], { error: M.kind }),
    percent: limitedText(3, { invalid: M.percent }).default(''),
    amount: limitedText(20, { invalid: M.amount }).default(''),
    validFrom: optionalDay.default(null),
    validTo: optionalDay.default(null),
    maxUses: optionalCount.default(null),
    maxUsesPerCustomer: optionalCount.default(null),
    active: z
      .string()
      .optional()
      .transform((v) => v === '1'),
  })
  .transform((v, ctx) => {
    let percent: number | null = null;
    let amountCents: number | null = null;
    if (v.kind === 'percent') {
      percent = /^\d{1,3}$/.test(v.percent) ? Number(v.percent) : NaN;
      if (!(percent >= 1 && percent <= 100)) ctx.addIssue({ code: 'custom', message: M.percent });
    } else {
      const cents = priceSchema.safeParse(v.amount);
      amountCents = cents.success ? cents.data : 0;
      if (amountCents <= 0) ctx.addIssue({ code: 'custom', message: M.amount });
    }
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', message: M.window });
    return { ...v, percent, amountCents };
  });

export type DiscountForm = z.output<typeof discountFormSchema>;
