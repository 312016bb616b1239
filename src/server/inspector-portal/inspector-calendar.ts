import type { InspectorVisit } from '../../shared/inspector-portal/inspector-schedule';
import { visitDescription } from '../../shared/inspector-portal/inspector-visit';
import { escapeText, foldLine, vtimezone } from '../booking/calendar/order-calendar';

// The inspector's subscribed calendar (RFC 5545, published; every event time is UTC). Calendar
// programs replace the whole feed at each refresh, so a moved inspection moves (same UID, higher
// SEQUENCE) and a cancelled one comes back as STATUS:CANCELLED.

export interface FeedEvent {
  uid: string;
  sequence: number;
  cancelled: boolean;
  /** A request the office has not confirmed (decision 069): it holds the time, TENTATIVE. */
  tentative?: boolean;
  visit: InspectorVisit;
}

export interface FeedFacts {
  calendarName: string;
  timeZone: string;
  events: FeedEvent[];
  now: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 20261201T140000Z */
export function utcStamp(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function eventLines(e: FeedEvent, stamp: string): string[] {
  const v = e.visit;
  const prefix = e.cancelled ? 'Cancelled: ' : e.tentative ? 'Requested: ' : '';
  const status = e.cancelled ? 'CANCELLED' : e.tentative ? 'TENTATIVE' : 'CONFIRMED';
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(v.start)}`,
    `DTEND:${utcStamp(v.end)}`,
    `SUMMARY:${escapeText(`${prefix}Inspection — ${v.address || 'address not given'}`)}`,
    `LOCATION:${escapeText(v.address)}`,
    `DESCRIPTION:${escapeText(visitDescription(v))}`,
    `STATUS:${status}`,
    `TRANSP:${e.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

export function buildFeed(f: FeedFacts): string {
  const stamp = utcStamp(f.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home Inspection Booking//Inspector calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(f.calendarName)}`,
    `NAME:${escapeText(f.calendarName)}`,
    `X-WR-TIMEZONE:${escapeText(f.timeZone)}`,
    // How often to fetch again (RFC 7986, and the older name Outlook reads).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    // The business zone, named above: keeps the calendar valid (one component) with no events.
    ...vtimezone(f.now.getTime(), f.timeZone),
    ...f.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
