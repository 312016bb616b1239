import { DateTime } from 'luxon';
import { lazySchema } from '../lazy-schema';
import { z } from 'zod';
import { emailAddress, positiveId, zipCode } from '../booking/field-rules';
import { instant, limitedString, rowId } from '../schema-fields';

// The waitlist's request and answers (decision 070): a visitor whose day is full leaves an
// e-mail, the property's ZIP, the services and a range of days; a freed time is offered to them.

export const WAITLIST_MESSAGES = {
  firstDay: 'Please choose the first day you could take.',
  lastDay: 'Please choose the last day you could take.',
  order: 'The last day cannot be before the first day.',
  past: 'Please choose days from today on.',
  tooLong: 'Please choose a range of at most 60 days.',
  deadline: 'Please give the deadline as a date.',
  deadlinePast: 'The inspection deadline cannot be in the past.',
  offerEnded: 'This waitlist offer has ended: the time is no longer held for you.',
} as const;

/** The longest range of days one entry waits for. */
export const MAX_WAITLIST_DAYS = 60;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (v: string) => DAY_PATTERN.test(v) && DateTime.fromISO(v).isValid;

/** A calendar day (YYYY-MM-DD), its length checked before the pattern. */
export const dayText = (message: string) =>
  limitedString(10, { invalid: message, tooLong: message }).refine(realDay, message);

/** An optional day: '' (none) or YYYY-MM-DD. */
export const optionalDay = (message: string) =>
  limitedString(10, { invalid: message, tooLong: message })
    .refine((v) => v === '' || realDay(v), message)
    .default('');

/** The services a waiting visitor wants: what the visit's length is worked out from. */
export const waitlistServicesSchema = lazySchema(() =>
  z.object({
    homeSizeId: positiveId('Please choose the home size.').optional(),
    propertyAgeId: positiveId('Please choose the property age.').optional(),
    addonIds: z.array(positiveId('An add-on is a service id.')).max(30).default([]),
    units: z.number().int().min(0).max(50).default(0),
  }),
);
export type WaitlistServices = z.output<typeof waitlistServicesSchema>;

const waitlistFields = lazySchema(() =>
  z.object({
    email: emailAddress,
    zip: zipCode,
    firstDay: dayText(WAITLIST_MESSAGES.firstDay),
    lastDay: dayText(WAITLIST_MESSAGES.lastDay),
    /** The buyer's inspection contingency deadline: offers go to the earliest deadline first. */
    deadline: optionalDay(WAITLIST_MESSAGES.deadline),
  }),
);

function rangeRules(v: { firstDay: string; lastDay: string }, ctx: z.RefinementCtx) {
  if (v.lastDay < v.firstDay)
    ctx.addIssue({ code: 'custom', path: ['lastDay'], message: WAITLIST_MESSAGES.order });
  else if (daysBetween(v.firstDay, v.lastDay) >= MAX_WAITLIST_DAYS)
    ctx.addIssue({ code: 'custom', path: ['lastDay'], message: WAITLIST_MESSAGES.tooLong });
}

/** The waitlist form's own fields (the services come from the order form). */
export const waitlistFormSchema = lazySchema(() => waitlistFields.superRefine(rangeRules));
export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistFormValues = z.output<typeof waitlistFormSchema>;

/** POST waitlist.php: join the waitlist. Days are the business's calendar days. */
export const waitlistJoinSchema = lazySchema(() =>
  waitlistFields
    .extend({ services: waitlistServicesSchema.default({ addonIds: [], units: 0 }) })
    .superRefine(rangeRules),
);
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

export const waitlistJoinAnswerSchema = lazySchema(() =>
  z.strictObject({ id: rowId, state: z.string() }),
);
export type WaitlistJoinAnswer = z.infer<typeof waitlistJoinAnswerSchema>;

/** GET waitlist_offer.php?token=: the time held for the visitor, and what they asked for. */
export const waitlistOfferQuerySchema = lazySchema(() =>
  z.object({
    token: limitedString(64, { invalid: WAITLIST_MESSAGES.offerEnded }).regex(
      /^[\w-]{20,64}$/,
      WAITLIST_MESSAGES.offerEnded,
    ),
  }),
);

export const waitlistOfferAnswerSchema = lazySchema(() =>
  z.strictObject({
    slot: z.strictObject({ id: rowId, start: instant, title: z.string() }),
    expiresAt: instant,
    email: z.string(),
    zip: z.string(),
    deadline: z.string(),
    services: z.strictObject({
      homeSizeId: rowId.optional(),
      propertyAgeId: rowId.optional(),
      addonIds: z.array(rowId),
      units: z.number(),
    }),
  }),
);
export type WaitlistOffer = z.infer<typeof waitlistOfferAnswerSchema>;

export function daysBetween(a: string, b: string): number {
  return Math.round(DateTime.fromISO(b).diff(DateTime.fromISO(a), 'days').days);
}

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
}

/** The day (YYYY-MM-DD) an instant falls on in the business's time zone. */
export function dayOf(iso: string | number, timeZone: string): string {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  return DateTime.fromMillis(ms, { zone: timeZone }).toISODate() ?? '';
}
