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

/** A date ('date'), time ('time') or zone name ('zone') written without Intl, when it can be. */
export type DateWriter = (
  iso: string,
  timeZone: string,
  part: 'date' | 'time' | 'zone',
) => string | undefined;

/**
 * Set by the pages whose code writes their dates by hand (the zone's spans, zone-spans.ts): such
 * a page builds no Intl object while it starts (decision 093). Unset: Intl writes them all.
 */
export const dates: { byHand?: DateWriter } = {};

/** "Mon, Nov 23, 2026" */
export function formatDate(iso: string, timeZone: string): string {
  return (
    dates.byHand?.(iso, timeZone, 'date') ??
    formatter(timeZone, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(iso))
  );
}

/** "9:00 AM" */
export function formatTime(iso: string, timeZone: string): string {
  return (
    dates.byHand?.(iso, timeZone, 'time') ??
    formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
  );
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
