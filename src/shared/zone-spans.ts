import { type DateWriter, formatter } from './time';

// The business zone's offsets from UTC over the coming months, as the server's Intl finds them,
// sent with the page's settings: the booking pages then write the dates and times of that
// stretch by hand (time.ts), without building an Intl object, whose first one loads the locale's
// data (tens of ms on a phone: decision 093).

/** From `from` (ms since the epoch) on, the zone is `offset` minutes ahead of UTC, named `name`. */
export interface ZoneSpan {
  from: number;
  offset: number;
  name: string;
}

/** One zone's spans, in order, valid from the first span's start until `until` (ms). */
export interface ZoneSpans {
  timeZone: string;
  until: number;
  spans: ZoneSpan[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Minutes east of UTC of `timeZone` at the instant `ms` (the zone's wall clock against UTC). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone, WALL_CLOCK).formatToParts(new Date(ms)))
    p[type] = Number(value);
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

function nameAt(at: number, names: Intl.DateTimeFormat): string {
  return names.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * The spans of `timeZone` from `from` for `days` days. Zones change their offset at most a few
 * times a year, and never twice within a day: each day's change is found to the minute.
 */
export function zoneSpansOf(timeZone: string, from: number, days: number): ZoneSpans {
  const names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  const span = (at: number): ZoneSpan => ({
    from: at,
    offset: offsetMinutes(at, timeZone),
    name: nameAt(at, names),
  });
  const spans = [span(from)];
  const until = from + days * DAY;
  for (let day = from; day < until; day += DAY) {
    const last = spans.at(-1)!;
    const next = span(day + DAY);
    if (next.offset === last.offset && next.name === last.name) continue;
    // The minute of the change: the first at which the offset or name differs from the last's.
    let [low, high] = [day, day + DAY];
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      const m = span(mid);
      if (m.offset === last.offset && m.name === last.name) low = mid;
      else high = mid;
    }
    spans.push({ ...next, from: high });
  }
  return { timeZone, until, spans };
}

let kept: { key: string; spans: ZoneSpans } | undefined;

/**
 * The spans a page is sent with: from the start of yesterday (UTC) for 400 days, found once a day
 * per zone (every free time is within them; a date beyond is written by Intl).
 */
export function zoneSpansNow(timeZone: string, now = Date.now()): ZoneSpans {
  const from = Math.floor(now / DAY) * DAY - DAY;
  const key = `${timeZone}|${from}`;
  if (kept?.key !== key) kept = { key, spans: zoneSpansOf(timeZone, from, 400) };
  return kept.spans;
}

const DAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** Writes en-US dates, times and zone names as Intl does, for the instants the spans cover. */
export function writerOf({ timeZone: zone, spans, until }: ZoneSpans): DateWriter {
  return (iso, timeZone, part) => {
    const ms = new Date(iso).getTime();
    if (timeZone !== zone || !(ms >= spans[0]!.from && ms < until)) return undefined;
    const span = spans.findLast((s) => s.from <= ms)!;
    // A Date whose UTC fields are the zone's local ones.
    const at = new Date(ms + span.offset * 60_000);
    const h = at.getUTCHours();
    if (part === 'zone') return span.name;
    if (part === 'time')
      return `${h % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    return `${DAYS[at.getUTCDay()]}, ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
  };
}
