import { z } from 'zod';
import { limitedString, rowId } from '../schema-fields';

// "Manage your inspection" links from the e-mails: what the page and the API share.

/** How long after the inspection a link still opens the order. */
export const MANAGE_LINK_DAYS_AFTER = 30;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const MANAGE_TOKEN_PATTERN = /^[\w-]{43}$/;

export const MANAGE_LINK_DEAD = 'This link has expired or was already used.';

/** Why a link was refused (the 404 body's `reason`). */
export type ManageLinkRefusal = 'used' | 'expired' | 'unknown';

/** What the page's button posts; a malformed token is refused like an unknown one. */
export const manageLinkRequestSchema = z.object({
  token: limitedString(200, { invalid: MANAGE_LINK_DEAD }),
});

/** The button's answer: the order this browser is now signed in to see. */
export const manageLinkAnswerSchema = z.strictObject({ orderId: rowId });
export type ManageLinkAnswer = z.infer<typeof manageLinkAnswerSchema>;

export const manageLinkPath = (token: string) => `/user/manage/${token}`;
export const inspectionPath = (orderId: number) => `/user/inspections/${orderId}`;
