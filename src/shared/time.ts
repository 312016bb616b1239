import type { ZoneSpans } from './zone-spans';

// Every time is shown in the business time zone in en-US, whatever the visitor's zone: the
// inspector comes at the business's 9:00 AM.
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const LOCALE = 'en-US';

// Building an Intl.DateTimeFormat costs far more than using one (a list of 100 rows spent most of
// its time there), so each zone and options' is made once; there are a few hundred zones at most.
const cache = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter of these options in `timeZone`, made once and kept. */
export function formatter(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

let known: ZoneSpans | undefined;

/** The zone's offsets the page came with: dates and times within them are written by hand. */
export function setZoneSpans(spans: ZoneSpans | undefined): void {
  known = spans;
}

/**
 * `iso` in `timeZone` as a Date whose UTC fields are the local ones, and the zone's short name,
 * when the spans set cover it (undefined: Intl's turn).
 */
function local(iso: string, timeZone: string): { at: Date; name: string } | undefined {
  if (known?.timeZone !== timeZone) return undefined;
  const ms = new Date(iso).getTime();
  if (!(ms >= known.spans[0]!.from && ms < known.until)) return undefined;
  const span = known.spans.findLast((s) => s.from <= ms)!;
  return { at: new Date(ms + span.offset * 60_000), name: span.name };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "Mon, Nov 23, 2026" */
export function formatDate(iso: string, timeZone: string): string {
  const at = local(iso, timeZone)?.at;
  if (at)
    return `${DAYS[at.getUTCDay()]}, ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
  return formatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "9:00 AM" */
export function formatTime(iso: string, timeZone: string): string {
  const at = local(iso, timeZone)?.at;
  if (at) {
    const [h, m] = [at.getUTCHours(), at.getUTCMinutes()];
    return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "EST" / "EDT": the zone's short name at that moment. */
export function formatZoneName(iso: string, timeZone: string): string {
  const span = local(iso, timeZone);
  if (span) return span.name;
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** "Monday, November 23, 2026 at 9:00 AM EST" — for confirmations, where there is no context. */
export function formatDateTimeLong(iso: string, timeZone: string): string {
  return formatter(timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
