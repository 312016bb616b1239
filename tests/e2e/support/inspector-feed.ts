import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** One VEVENT of an inspector's feed, as a calendar program reads it. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART in epoch milliseconds (the feed gives whole seconds, in UTC). */
  start: number;
  summary: string;
  location: string;
  description: string;
}

/**
 * Fetches the private calendar link with no session (as a calendar program does) and parses it
 * with ical.js: each event's UID, SEQUENCE, STATUS, start, summary, location and description.
 */
export async function feedEvents(request: APIRequestContext, url: string): Promise<FeedEvent[]> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((e) => ({
    uid: String(e.getFirstPropertyValue('uid')),
    sequence: Number(e.getFirstPropertyValue('sequence')),
    status: String(e.getFirstPropertyValue('status')),
    start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
    summary: String(e.getFirstPropertyValue('summary')),
    location: String(e.getFirstPropertyValue('location')),
    description: String(e.getFirstPropertyValue('description')),
  }));
}
