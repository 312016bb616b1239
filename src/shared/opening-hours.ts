// Opening hours as schema.org writes them ("Mo-Fr 08:00-18:00, Sa 09:00-14:00"), for the home
// page's JSON-LD; set under Advanced in the admin area.

export const DEFAULT_OPENING_HOURS = 'Mo-Fr 08:00-18:00, Sa 09:00-14:00';
export const OPENING_HOURS_MAX = 200;

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
// One day or a range of days, then one time range; no nested quantifiers, so the match is linear.
const ITEM = new RegExp(`^${DAY}(?:-${DAY})? ${TIME}-(?:${TIME}|24:00)$`);

/** The hours as schema.org items (empty text: none), or undefined when the text is not valid. */
export function parseOpeningHours(text: string): string[] | undefined {
  if (text.length > OPENING_HOURS_MAX) return undefined;
  const trimmed = text.trim();
  if (!trimmed) return [];
  const items = trimmed.split(',').map((item) => item.trim().replace(/\s+/g, ' '));
  return items.every((item) => ITEM.test(item)) ? items : undefined;
}
