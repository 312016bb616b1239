import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { limitedString, limitedText, MAX_EMAIL_LENGTH } from '../schema-fields';
import { MESSAGES } from './messages';

// Field patterns, shared by the order form, checkout and the server.
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** Canadian postal code (A1A 1A1), accepted only with billing/customer country Canada. */
export const POSTAL_CODE_CA_PATTERN = /^[a-z]\d[a-z][ -]?\d[a-z]\d$/i;
/** Looks like {local}@{domain}.{tld} with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Optional country code, a 2-4 digit area code, then groups of 3-4 and 3-4 digits. */
export const PHONE_PATTERN =
  /^(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}$/;
/** Realtor phone: at least 7 characters of digits, spaces and dashes, with an optional plus. */
export const REALTOR_PHONE_PATTERN = /^\+?[\d\s-]{7,}$/;
/** Service slugs as stored (lower-case letters, digits, dashes). */
export const SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

/**
 * No line breaks or other control characters: these fields end up in e-mail subjects and
 * headers, CSV cells and single-line displays, where a line break could forge a header.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Required and non-blank: trimmed, at least one character. */
export const requiredText = (message: string, max = 200) =>
  limitedText(max, { invalid: message, tooLong: MESSAGES.tooLong })
    .min(1, message)
    .regex(ONE_LINE, MESSAGES.oneLine);

export const optionalText = (max = 200) =>
  limitedText(max, { invalid: MESSAGES.tooLong }).regex(ONE_LINE, MESSAGES.oneLine).default('');

/** The longest "Notes and access details" a checkout takes. */
export const MAX_NOTES_LENGTH = 1000;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/**
 * Free text over several lines (shown as text, never HTML): the length first, then CR LF and CR
 * become LF and the ends are trimmed, then any other control character (a tab too) is refused.
 */
export const notesText = lazySchema(() =>
  limitedString(MAX_NOTES_LENGTH, {
    invalid: MESSAGES.notesInvalid,
    tooLong: MESSAGES.notesTooLong,
  })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .refine((v) => !CONTROL_BUT_LINE_FEED.test(v), MESSAGES.notesControl)
    .default(''),
);

/** A ZIP code is at most 10 characters (12345-6789). */
export const zipCode = lazySchema(() =>
  limitedText(10, { invalid: MESSAGES.zipInvalid }).regex(ZIP_PATTERN, MESSAGES.zipInvalid),
);

export const emailAddress = lazySchema(() =>
  limitedText(MAX_EMAIL_LENGTH, { invalid: MESSAGES.emailInvalid }).regex(
    EMAIL_PATTERN,
    MESSAGES.emailInvalid,
  ),
);

export const phoneNumber = lazySchema(() =>
  limitedText(40, { invalid: MESSAGES.phoneInvalid }).regex(PHONE_PATTERN, MESSAGES.phoneInvalid),
);

export const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** A form checkbox: only true or false. */
export const flag = lazySchema(() =>
  z.boolean({ error: 'Please tick or clear this box.' }).default(false),
);
