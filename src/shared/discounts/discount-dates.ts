// A code's validity is entered as whole days in the business's time zone: valid from the start of
// the first day, until the end of the last (stored as the start of the next day, exclusive).

const DAY_MS = 86_400_000;

/** Minutes the zone is ahead of UTC at `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a day ("2026-12-01") starts in the zone. */
export function dayStart(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  // Once more at the first answer: right across a daylight-saving change.
  return new Date(guess - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** The instant after a day ends in the zone (the start of the next day). */
export function dayEnd(day: string, timeZone: string): string {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return dayStart(next, timeZone);
}

/** The zone's day ("2026-12-01") an instant falls on. */
export function dayOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** The last day of a window that ends (exclusive) at `endIso`. */
export function lastDayBefore(endIso: string, timeZone: string): string {
  return dayOf(new Date(Date.parse(endIso) - 1).toISOString(), timeZone);
}
