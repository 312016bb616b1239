import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

// Phone numbers for texts: normalised to E.164 by libphonenumber-js with its mobile metadata, so
// a number that cannot be a mobile (a toll-free or landline-only number) is refused.

export const MOBILE_NUMBER_MESSAGE = 'Enter a mobile number, e.g. 412-555-0100.';

/** The E.164 form of a mobile number (US unless it starts with +), or null. */
export function mobileNumber(input: string): string | null {
  if (input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input, 'US');
  return parsed?.isValid() ? parsed.number : null;
}

// The carriers' own opt-out and opt-in words, as providers honour them.
const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'YES', 'UNSTOP'];

const keyword = (body: string) => body.slice(0, 20).trim().toUpperCase();
export const isStopReply = (body: string) => STOP_WORDS.includes(keyword(body));
export const isStartReply = (body: string) => START_WORDS.includes(keyword(body));

/** Longest text body stored or sent (ten SMS segments). */
export const TEXT_MAX = 1_600;
