import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarLinkAnswer,
  InspectorSchedule,
} from '../../shared/inspector-portal/inspector-schedule';
import { listAudit } from '../audit/audit.service';
import { redactUrl } from '../plugins/log-redaction';
import { CHANGE_API, storedOrder } from '../../testing/order-changes-test-kit';
import {
  bookSlot,
  inspectorSlot,
  makeInspector,
  PORTAL_API,
  type PortalWorld,
  portalWorld,
  TRICKY_REALTOR,
} from '../../testing/inspector-portal-kit';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';

// The private calendar feed: made and replaced by the inspector, read by calendar programs with
// the token alone; it follows reschedules and cancellations, and a dead token is a plain 404.

interface FeedEvent {
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
}

function parseFeed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((e) => {
    const time = (name: string) =>
      (e.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
    return {
      uid: String(e.getFirstPropertyValue('uid')),
      sequence: Number(e.getFirstPropertyValue('sequence')),
      status: String(e.getFirstPropertyValue('status')),
      start: time('dtstart'),
      end: time('dtend'),
      summary: String(e.getFirstPropertyValue('summary')),
      description: String(e.getFirstPropertyValue('description')),
      location: String(e.getFirstPropertyValue('location')),
    };
  });
  return { calendar, events };
}

/** RFC 5545 basics a parser may forgive: CRLF lines of at most 75 octets, UTC date-times. */
function expectWellFormed(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.split('\r\n').slice(0, -1);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
  // The event lines (the VTIMEZONE's own DTSTARTs are local wall-clock times, as they must be).
  const inEvents = unfolded.filter((_, i) => {
    const before = unfolded.slice(0, i);
    return before.lastIndexOf('BEGIN:VEVENT') > before.lastIndexOf('END:VEVENT');
  });
  for (const name of ['DTSTART', 'DTEND', 'DTSTAMP'])
    for (const line of inEvents.filter((l) => l.startsWith(`${name}`)))
      expect(line).toMatch(/^[A-Z]+:\d{8}T\d{6}Z$/);
  for (const required of ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'])
    expect(unfolded).toContain(required);
  expect(unfolded.some((l) => l.startsWith('PRODID:'))).toBe(true);
  const vevents = unfolded.filter((l) => l === 'BEGIN:VEVENT').length;
  for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'SEQUENCE', 'STATUS'])
    expect(inEvents.filter((l) => l.startsWith(`${name}:`)).length, name).toBe(vevents);
  return unfolded;
}

describe.each(testDialects)('the inspector calendar feed on %s', (dialect) => {
  let w: PortalWorld;
  let ada: TestAgent;
  let inspectorId = 0;
  let moveTo = 0;
  const BUYER = 'feed.buyer@example.test';
  const ids = { moving: 0, cancelling: 0, bens: 0 };
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => w.t.app.inject({ url: feedPath(url) });
  // The feed gives whole seconds; the test slots start at any millisecond.
  const toSecond = (iso: string) =>
    new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();

  beforeAll(async () => {
    w = await portalWorld(dialect);
    const db = w.t.app.db;
    const a = await makeInspector(db, 'ada.feed@example.test', { first: 'Ada', last: 'Feed' });
    const b = await makeInspector(db, 'ben.feed@example.test', { first: 'Ben', last: 'Other' });
    inspectorId = a.inspectorId;
    ids.moving = await bookSlot(
      w,
      await inspectorSlot(db, inspectorId, 24 * 5),
      BUYER,
      TRICKY_REALTOR,
    );
    ids.cancelling = await bookSlot(w, await inspectorSlot(db, inspectorId, 24 * 6), BUYER);
    ids.bens = await bookSlot(w, await inspectorSlot(db, b.inspectorId, 24 * 5), BUYER);
    moveTo = await inspectorSlot(db, inspectorId, 24 * 8);
    ada = await w.signIn('ada.feed@example.test');
  }, 90_000);
  afterAll(() => w.close());

  it('makes a link whose feed holds the inspector’s events, parsed by a calendar library', async () => {
    const made = await ada.post(PORTAL_API.createLink, {});
    expect(made.statusCode).toBe(200);
    const { url } = made.json<CalendarLinkAnswer>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/inspector-calendar\/[\w-]{43}\.ics$/);
    const schedule = (await ada.get(PORTAL_API.schedule)).json<InspectorSchedule>();
    expect(schedule.feedCreatedAt).not.toBeNull();
    // The token is shown once: the schedule never repeats it.
    expect(JSON.stringify(schedule)).not.toContain(feedPath(url).slice(20, 63));

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const unfolded = expectWellFormed(res.body);
    expect(unfolded.find((l) => l.startsWith('X-WR-CALNAME:'))).toMatch(/: Ada Feed$/);
    expect(unfolded.some((l) => l.startsWith('X-WR-TIMEZONE:'))).toBe(true);
    expect(unfolded).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    // Commas, semicolons and backslashes of the realtor's company are escaped (RFC 5545 §3.3.11).
    expect(res.body.replace(/\r\n /g, '')).toContain('Keys\\; Locks\\, and Doors\\\\Co');
    expect(res.body.replace(/\r\n /g, '')).toContain('\\nServices: ');

    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    const moving = await storedOrder(w.t, ids.moving);
    const event = events.find((e) => e.uid === moving.calendar_uid);
    expect(event).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    expect(event?.summary).toBe('Inspection — 12 Walnut St, Pittsburgh, PA 15232');
    expect(event?.location).toBe('12 Walnut St, Pittsburgh, PA 15232');
    expect(event?.description).toContain('Realtor: Robin Agent, 412-555-0111');
    expect(event?.description).toContain(`Keys; Locks, and Doors\\Co`);
    const slot = await w.t.app.db
      .selectFrom('slots')
      .select('starts_at')
      .where('id', '=', moving.slot_id)
      .executeTakeFirstOrThrow();
    expect(event?.start).toBe(toSecond(new Date(slot.starts_at).toISOString()));
    // The visit's real length as booked (decision 068): 150 + pest 15 + radon 15 + a unit 60.
    expect(Date.parse(event?.end ?? '') - Date.parse(event?.start ?? '')).toBe(240 * 60_000);
    // Another inspector's order is not in it.
    const bens = await storedOrder(w.t, ids.bens);
    expect(events.some((e) => e.uid === bens.calendar_uid)).toBe(false);
  });

  it('follows a reschedule (same UID, higher SEQUENCE, new time) and a cancellation', async () => {
    const { url } = (await ada.post(PORTAL_API.createLink, {})).json<CalendarLinkAnswer>();
    const buyer = await w.signIn(BUYER);
    const moved = await buyer.post(CHANGE_API.reschedule, { order: ids.moving, slot: moveTo });
    expect(moved.statusCode, moved.body).toBe(200);
    await w.cancel(ids.cancelling);

    const res = await fetchFeed(url);
    expectWellFormed(res.body);
    const { events } = parseFeed(res.body);
    const moving = await storedOrder(w.t, ids.moving);
    const cancelled = await storedOrder(w.t, ids.cancelling);
    const movedEvent = events.find((e) => e.uid === moving.calendar_uid);
    expect(movedEvent?.sequence).toBe(moving.calendar_sequence);
    expect(movedEvent?.sequence).toBeGreaterThan(0);
    expect(movedEvent?.start).toBe(toSecond(moved.json<{ start: string }>().start));
    const cancelledEvent = events.find((e) => e.uid === cancelled.calendar_uid);
    expect(cancelledEvent).toMatchObject({ status: 'CANCELLED' });
    expect(cancelledEvent?.sequence).toBe(cancelled.calendar_sequence);
    expect(cancelledEvent?.summary).toMatch(/^Cancelled: Inspection — /);

    // The schedule lists only the active one, at its new time.
    const schedule = (await ada.get(PORTAL_API.schedule)).json<InspectorSchedule>();
    expect(schedule.visits.map((v) => [v.id, toSecond(v.start)])).toEqual([
      [ids.moving, movedEvent?.start],
    ]);
  });

  it('answers the same 404 for a wrong, malformed, replaced or revoked token', async () => {
    const first = (await ada.post(PORTAL_API.createLink, {})).json<CalendarLinkAnswer>();
    const second = (await ada.post(PORTAL_API.createLink, {})).json<CalendarLinkAnswer>();
    expect(second.url).not.toBe(first.url);
    const replaced = await fetchFeed(first.url);
    expect(replaced.statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const wrong = await w.t.app.inject({ url: `/inspector-calendar/${'A'.repeat(43)}.ics` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(replaced.body);
    for (const path of ['x.ics', `${'A'.repeat(43)}`, `${'A'.repeat(90)}.ics`, '%00.ics'])
      expect((await w.t.app.inject({ url: `/inspector-calendar/${path}` })).statusCode, path).toBe(
        404,
      );

    const off = await ada.post(PORTAL_API.revokeLink, {});
    expect(off.json()).toEqual({ revoked: true });
    const revoked = await fetchFeed(second.url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(wrong.body);
    expect(revoked.headers['cache-control']).toBe('no-store');
    const schedule = (await ada.get(PORTAL_API.schedule)).json<InspectorSchedule>();
    expect(schedule.feedCreatedAt).toBeNull();
    expect((await ada.post(PORTAL_API.revokeLink, {})).json()).toEqual({ revoked: false });
  });

  it('stops the feed and the page when the inspector role is taken away', async () => {
    const { url } = (await ada.post(PORTAL_API.createLink, {})).json<CalendarLinkAnswer>();
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const db = w.t.app.db;
    const row = await db
      .selectFrom('inspectors')
      .select('user_id')
      .where('id', '=', inspectorId)
      .executeTakeFirstOrThrow();
    // Written here as the users admin would (no service to call for it yet).
    await db.updateTable('users').set({ roles: '[]' }).where('id', '=', row.user_id).execute();
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await ada.get(PORTAL_API.schedule)).statusCode).toBe(403);
    await db
      .updateTable('users')
      .set({ roles: '["inspector"]' })
      .where('id', '=', row.user_id)
      .execute();
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await ada.post(PORTAL_API.revokeLink, {});
  });

  it('writes every link made, replaced and revoked to the audit log, without the token', async () => {
    const entries = await listAudit(w.t.app.db, { limit: 100, entity: 'inspector_feed' });
    const actions = entries.map((e) => e.action);
    expect(actions).toContain('create');
    expect(actions).toContain('replace');
    expect(actions).toContain('revoke');
    const tokenHashes = await w.t.app.db
      .selectFrom('inspector_feeds')
      .select('token_hash')
      .execute();
    const logged = JSON.stringify(entries);
    for (const { token_hash } of tokenHashes) expect(logged).not.toContain(token_hash);
    expect(logged).toContain(`"inspectorId":${inspectorId}`);
  });

  it('keeps the feed token out of request logs', () => {
    expect(redactUrl(`/inspector-calendar/${'a'.repeat(43)}.ics`)).toBe(
      '/inspector-calendar/[redacted]',
    );
    expect(redactUrl('/inspector')).toBe('/inspector');
  });
});
