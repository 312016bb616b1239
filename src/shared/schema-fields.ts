import { z } from 'zod';

// The field types the API's request and answer schemas share, each named once so every schema
// says and checks it the same way: text with a limit checked first, and the answers' ids,
// instants and money.

/** The longest deliverable e-mail address (an SMTP path is at most 256 octets with its < >). */
export const MAX_EMAIL_LENGTH = 254;

export const NUL_MESSAGE = 'Please remove the invisible NUL character from this text.';
/** PostgreSQL text cannot hold U+0000 (the write would fail as a 500), and no real text has it. */
const noNul = (text: string) => !text.includes('\u0000');

/** The one wording of a length limit, e.g. "The description may have at most 2,000 characters." */
export const tooLongMessage = (field: string, max: number): string =>
  `The ${field} may have at most ${max.toLocaleString('en-US')} characters.`;

export interface LimitWords {
  /** When the value is not a string (or is missing). */
  invalid?: string;
  /** When it is longer than the limit (defaults to `invalid`, then to the plain-words message). */
  tooLong?: string;
}

/**
 * A string whose length is checked before any later rule (then refused if it holds a NUL). zod
 * runs a schema's later checks even after `.max()` fails, so the limit aborts: past it no regex or
 * refine ever sees the text, and a huge value costs no more than reading it.
 */
export function limitedString(max: number, words: LimitWords = {}) {
  return z
    .string(words.invalid === undefined ? undefined : { error: words.invalid })
    .max(max, { error: words.tooLong ?? words.invalid, abort: true })
    .refine(noNul, { error: NUL_MESSAGE, abort: true });
}

/** limitedString, trimmed first (the limit counts the trimmed text). */
export function limitedText(max: number, words: LimitWords = {}) {
  return z
    .string(words.invalid === undefined ? undefined : { error: words.invalid })
    .trim()
    .max(max, { error: words.tooLong ?? words.invalid, abort: true })
    .refine(noNul, { error: NUL_MESSAGE, abort: true });
}

/** A UUID (36 characters), its length checked before its pattern. */
export function limitedUuid(message: string) {
  return limitedString(36, { invalid: message }).check(z.uuid({ error: message }));
}

/** A stored row's id in an answer (orders, slots, reports…): a whole number from 1. */
export const rowId = z.number().int().positive();

/** An instant in an answer, as ISO-8601 text in UTC; pages show it in the business time zone. */
export const instant = z.string();

/** An amount of money in an answer, in whole cents (decision 005: money is integer cents). */
export const cents = z.number().int();
