import {
  type InspectorSchedule,
  MAX_VISITS,
  visitMinutes,
} from '../../shared/inspector-portal/inspector-schedule';
import { inspectorVisit } from '../../shared/inspector-portal/inspector-visit';
import type { Inspector } from '../../shared/inspectors/inspector';
import { isAgreementSigned } from '../agreements/agreements.service';
import { inspectorOrdersFrom, type Order } from '../booking/inspector-orders.service';
import { calendarUidOf } from '../booking/calendar/order-calendar-invite';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { findInspector } from '../inspectors/inspectors.service';
import { getSiteSettings } from '../settings/settings.service';
import { reportProgressOf } from '../reports/writing/drafts.service';
import { buildFeed } from './inspector-calendar';
import { feedOfToken, liveCalendarLinkOf } from './inspector-feeds.service';

// The inspector's own view and feed, read through booking (which owns the orders): only orders
// whose slot is this inspector's are ever read, so another inspector's simply do not exist here.

/** The feed keeps this much of the past, so a finished inspection stays in the calendar. */
export const FEED_PAST_DAYS = 30;
/** Orders a feed carries at most (far more than a month behind and the bookings ahead). */
const MAX_FEED_ORDERS = 1000;

/** The order is booked and its inspection has not ended yet. */
const isAhead = (o: Order, now: Date) =>
  o.bookingStatus === 'active' &&
  Date.parse(o.slotStart) + visitMinutes(o.slotFullDay, o.visitMinutes) * 60_000 > now.getTime();

// The agreement is looked up only for what is still ahead (one query each). The deadline is a day
// in the business's time zone, so the time left to publish is counted in it.
const visitOf = async (db: Db, order: Order, now: Date, timeZone: string) =>
  inspectorVisit(
    { ...order, start: order.slotStart },
    now,
    isAhead(order, now) ? await isAgreementSigned(db, order.id) : null,
    timeZone,
  );

/** The inspector's active inspections not yet over, soonest first, and their feed's state. */
export async function inspectorSchedule(
  db: Db,
  inspector: Inspector,
  now: Date,
  timeZone: string,
): Promise<InspectorSchedule> {
  // From a day back, so an inspection under way (even a long one) is still listed until it ends.
  const from = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const orders = await inspectorOrdersFrom(db, inspector.id, from, MAX_VISITS * 2);
  const active = orders.filter((o) => isAhead(o, now));
  const visits = [];
  for (const order of active.slice(0, MAX_VISITS))
    visits.push(await visitOf(db, order, now, timeZone));
  const progress = await reportProgressOf(
    db,
    visits.map((v) => v.id),
  );
  for (const visit of visits) visit.report = progress.get(visit.id);
  const feed = await liveCalendarLinkOf(db, inspector.id);
  return { inspectorName: inspector.name, visits, feedCreatedAt: feed?.createdAt ?? null };
}

/** The calendar a live token opens (undefined: no such feed, answer 404). */
export async function calendarFeed(
  db: Db,
  env: Env,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const feed = await feedOfToken(db, token);
  const inspector = feed && (await findInspector(db, feed.inspectorId));
  // A former inspector's link stops with their role.
  if (!inspector?.active) return undefined;
  const settings = await getSiteSettings(db, env);
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString();
  const orders = await inspectorOrdersFrom(db, inspector.id, from, MAX_FEED_ORDERS);
  const events = [];
  for (const order of orders)
    events.push({
      uid: calendarUidOf(order, settings),
      sequence: order.calendarSequence,
      cancelled: order.bookingStatus === 'cancelled',
      tentative: order.bookingStatus === 'requested',
      visit: await visitOf(db, order, now, settings.timeZone),
    });
  return buildFeed({
    calendarName: `${settings.businessName}: ${inspector.name}`,
    timeZone: settings.timeZone,
    events,
    now,
  });
}
