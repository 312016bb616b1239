import { offsetMinutes } from '../../../shared/zone-spans';
import { attendeeLine, type CalendarPerson, organizerLine } from './order-calendar-people';

// An iCalendar (RFC 5545) invitation for a booked inspection, in the business time zone: the
// event carries TZID and a VTIMEZONE built from the zone's real offsets, so calendars show the
// same local time as the confirmation text whatever the reader's own zone is.

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarEvent {
  /** REQUEST (the default): an invitation or its update; CANCEL: the event is called off. */
  method?: CalendarMethod;
  /** The same for every e-mail of one order: calendars update the event it names. */
  uid: string;
  /** 0 for the first invitation; each update carries a higher one. */
  sequence?: number;
  startIso: string;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  now: Date;
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** 20261201T090000: the wall-clock time of `ms` shifted by `offset` minutes. */
function localStamp(ms: number, offset: number): string {
  const d = new Date(ms + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const utcStamp = (ms: number) => `${localStamp(ms, 0)}Z`;
const offsetText = (m: number) =>
  `${m < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(m) / 60))}${pad(Math.abs(m) % 60)}`;

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Offset changes of the zone from the start of the year before `ms` to the end of its year. */
export function transitionsAround(ms: number, timeZone: string): Transition[] {
  const year = new Date(ms).getUTCFullYear();
  const end = Date.UTC(year + 1, 0, 1);
  const found: Transition[] = [];
  const step = 24 * 3_600_000;
  let b = offsetMinutes(Date.UTC(year - 1, 0, 1), timeZone);
  for (let t = Date.UTC(year - 1, 0, 1); t < end; t += step) {
    const a = b;
    b = offsetMinutes(t + step, timeZone);
    if (a === b) continue;
    let lo = t;
    let hi = t + step;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, timeZone) === a) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: a, to: b });
  }
  return found;
}

function zoneName(ms: number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

// A zone's VTIMEZONE depends on its year only, and finding the transitions reads the offset of
// every day of two years: a booking's confirmation took tens of milliseconds of CPU there, inside
// its transaction. Kept per zone and year (a handful: the business's zone, this year and next).
const vtimezones = new Map<string, string[]>();
const MAX_KEPT_VTIMEZONES = 64;

/** The zone's VTIMEZONE around the instant `ms` (its offsets of that year and the one before). */
export function vtimezone(ms: number, timeZone: string): string[] {
  const key = `${timeZone}|${new Date(ms).getUTCFullYear()}`;
  let lines = vtimezones.get(key);
  if (!lines) {
    lines = buildVtimezone(ms, timeZone);
    if (vtimezones.size >= MAX_KEPT_VTIMEZONES) vtimezones.clear();
    vtimezones.set(key, lines);
  }
  return [...lines];
}

function buildVtimezone(ms: number, timeZone: string): string[] {
  const transitions = transitionsAround(ms, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const off = offsetMinutes(ms, timeZone);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(off)}`,
      `TZOFFSETTO:${offsetText(off)}`,
      `TZNAME:${zoneName(ms, timeZone)}`,
      'END:STANDARD',
    );
  }
  const standard = Math.min(...transitions.flatMap((t) => [t.from, t.to]));
  for (const t of transitions) {
    const kind = t.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(t.at, t.from)}`,
      `TZOFFSETFROM:${offsetText(t.from)}`,
      `TZOFFSETTO:${offsetText(t.to)}`,
      `TZNAME:${zoneName(t.at, timeZone)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** RFC 5545 §3.3.11 TEXT escaping. */
export const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The UTF-8 octets of one character (a code point; a lone surrogate is written as 3). */
function octets(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a leading space. */
export function foldLine(line: string): string {
  // Most lines fit: measured whole, they skip the walk through their characters (the walk with
  // an encoder for each character once took a twentieth of a booking rush's CPU).
  if (Buffer.byteLength(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = octets(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const start = new Date(event.startIso).getTime();
  const end = start + event.durationMinutes * 60_000;
  const tz = event.timeZone;
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home Inspection Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...vtimezone(start, tz),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.now.getTime())}`,
    `DTSTART;TZID=${tz}:${localStamp(start, offsetMinutes(start, tz))}`,
    `DTEND;TZID=${tz}:${localStamp(end, offsetMinutes(end, tz))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.organizer ? [organizerLine(event.organizer)] : []),
    ...(event.attendees ?? []).map(attendeeLine),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
