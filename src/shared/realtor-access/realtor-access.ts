import { z } from 'zod';
import { instant, limitedString, rowId } from '../schema-fields';
import { reportInfoSchema } from '../reports/reports';

// A realtor's link to one order's reports, without an account: what the page and the API share.

/** How long a new link lasts unless the administrator sets otherwise (Advanced). */
export const REALTOR_LINK_DAYS_DEFAULT = 30;
export const REALTOR_LINK_DAYS_MAX = 365;

/** The page a realtor's link opens (the token is shown once, when the link is issued). */
export const realtorLinkPath = (token: string) => `/realtor/${token}`;

/** The one sentence every dead link gets, whatever the reason. */
export const REALTOR_LINK_DEAD = 'This link has expired or was revoked.';

/** Why a link was refused (the 404 body's `reason`). */
export type RealtorLinkRefusal = 'expired' | 'revoked' | 'unknown';

/** A link's token: 32 random bytes, base64url (43 characters). */
export const REALTOR_TOKEN_PATTERN = /^[\w-]{43}$/;

/** What the page's button posts; a malformed token is refused like an unknown one, not as 400. */
export const realtorAccessRequestSchema = z.object({
  token: limitedString(200, { invalid: REALTOR_LINK_DEAD }),
});

export type RealtorAccessRequest = z.infer<typeof realtorAccessRequestSchema>;

/** Why a published report cannot be downloaded yet (the client's payment, its signature). */
export const REALTOR_REPORT_WAITS = ['payment', 'agreement'] as const;
export type RealtorReportWait = (typeof REALTOR_REPORT_WAITS)[number];

/** A published report as the customer's list shows it, with what it waits for. */
export const realtorReportSchema = reportInfoSchema.extend({
  /** Empty: it can be downloaded now. */
  waits: z.array(z.enum(REALTOR_REPORT_WAITS)),
});
export type RealtorReport = z.infer<typeof realtorReportSchema>;

/** What the button's POST answers: the one order the link opens. */
export const realtorOrderViewSchema = z.strictObject({
  /** The order: its web report opens at /reports/{orderId} in the realtor's session. */
  orderId: rowId,
  /** The inspection's start (ISO); shown in the business time zone. */
  startsAt: instant,
  address: z.string(),
  cancelled: z.boolean(),
  reports: z.array(realtorReportSchema),
});
export type RealtorOrderView = z.infer<typeof realtorOrderViewSchema>;

export const realtorReportPath = (id: number) => `/cms-admin/api/realtor_report.php?id=${id}`;

/** The state of a stored link at `now`. */
export function realtorLinkState(
  link: { expiresAt: string; revokedAt: string | null },
  now: Date,
): 'live' | 'expired' | 'revoked' {
  if (link.revokedAt !== null) return 'revoked';
  return Date.parse(link.expiresAt) > now.getTime() ? 'live' : 'expired';
}

/** When a link issued at `now` stops working. */
export function realtorLinkExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

const WAIT_TEXT: Record<RealtorReportWait, string> = {
  payment: 'the inspection is paid',
  agreement: 'the client signs the inspection agreement',
};

/** "Available once the inspection is paid and the client signs the inspection agreement." */
export function realtorWaitText(waits: readonly RealtorReportWait[]): string {
  return `Available once ${waits.map((w) => WAIT_TEXT[w]).join(' and ')}.`;
}
