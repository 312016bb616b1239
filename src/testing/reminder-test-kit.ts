import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { queueOrderEmails } from '../server/booking/checkout/order-notifications';
import { cancelHeld, claim } from '../server/booking/orders/order-claim.service';
import { findOrderById, moveOrderToSlot } from '../server/booking/orders/orders.repository';
import { placeOrder } from '../server/booking/checkout/orders.service';
import type { Db } from '../server/db/database';
import { runReminders } from '../server/reminders/reminders.service';
import { remindersOfOrder } from '../server/reminders/reminders.repository';
import { getSiteSettings } from '../server/settings/settings.service';
import { addSlots, payLaterOnly, validSubmission } from './order-test-kit';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';
import { createTestApp, type TestApp } from './test-app';

// Helpers for the reminder tests (not a test file): orders booked now for inspections some hours
// ahead, and scheduler runs at any moment the test chooses.

export const HOUR = 3_600_000;

/** The test app's `app` and `close` at hand, with the app itself and the SMTP catcher. */
export interface ReminderWorld extends Pick<TestApp, 'app' | 'close'> {
  t: TestApp;
  catcher: SmtpCatcher;
}

/** The app with a real SMTP catcher; the scheduler and the outbox worker only run when told. */
export async function reminderWorld(
  dialect: 'sqlite' | 'postgres',
  overrides: Record<string, string> = {},
): Promise<ReminderWorld> {
  const catcher = await startSmtpCatcher();
  const t = await createTestApp(dialect, {
    SEED_DEMO_SLOTS: 'false',
    SMTP_URL: catcher.url,
    OUTBOX_POLL_MS: '0',
    REMINDER_INTERVAL_MS: '0',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    BUSINESS_EMAIL: 'office@inspect.test',
    ...overrides,
  });
  return {
    t,
    app: t.app,
    catcher,
    close: async () => {
      await t.close();
      await catcher.stop();
    },
  };
}

export interface Booked {
  orderId: number;
  startMs: number;
  email: string;
}

/** A pay-later order placed now for a new slot `hoursAhead` from now (with its confirmation). */
export async function bookInspection(
  app: FastifyInstance,
  hoursAhead: number,
  email: string,
): Promise<Booked> {
  const [slotId] = await addSlots(app.db, [hoursAhead]);
  const now = new Date();
  const result = await placeOrder(app.db, payLaterOnly, {
    submission: await validSubmission(app.db, slotId!, email),
    sessionId: null,
    now,
    afterSave: queueOrderEmails(await getSiteSettings(app.db, app.env), now),
  });
  if (!result.created) throw new Error('the order was not created');
  return { orderId: result.id, startMs: Date.parse(result.details.slot.start), email };
}

/** One scheduler run at `now`, as the job makes it. */
export const runAt = (app: FastifyInstance, now: number | Date) =>
  runReminders({ db: app.db, env: app.env, mailer: app.mailer }, new Date(now));

/**
 * Runs every `stepHours` from `fromMs` to `toMs` (inclusive), delivering what each queued when
 * asked; answers how many reminders were queued.
 */
export async function runEvery(
  app: FastifyInstance,
  fromMs: number,
  toMs: number,
  stepHours: number,
  options: { deliver?: boolean } = {},
): Promise<number> {
  let sent = 0;
  for (let at = fromMs; at <= toMs; at += stepHours * HOUR) {
    const report = await runAt(app, at);
    if (report.failed > 0) throw new Error(`${report.failed} reminder(s) failed`);
    sent += report.sent;
    if (options.deliver && report.sent > 0) await app.mailer.tick(new Date(at));
  }
  return sent;
}

/** The reminders recorded for the order, as names (`before-72h`, `thank-you`). */
export async function reminderNames(db: Db, orderId: number): Promise<string[]> {
  return (await remindersOfOrder(db, orderId)).map((r) => r.reminder);
}

/** The reminder and thank-you e-mails queued to `to`, oldest first. */
export function reminderMails(app: FastifyInstance, to: string) {
  return app.db
    .selectFrom('email_log')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', 'in', ['inspection-reminder', 'inspection-thank-you'])
    .orderBy('id')
    .execute();
}

/** Moves the order to a new slot `hoursAhead` from now, as a reschedule does (booking's own move). */
export async function moveOrder(db: Db, orderId: number, hoursAhead: number): Promise<number> {
  const [slotId] = await addSlots(db, [hoursAhead], 'Moved slot');
  const order = await findOrderById(db, orderId);
  const moved = await moveOrderToSlot(
    db,
    orderId,
    { fromSlotId: order!.slotId, toSlotId: slotId!, cartJson: order!.cartJson },
    new Date().toISOString(),
  );
  if (!moved) throw new Error('the order did not move');
  return Date.parse((await findOrderById(db, orderId))!.slotStart);
}

/**
 * Cancels the order as every cancellation writes it (its claim, then the claim's own write), in
 * `db`, which may be a transaction left open; no money moves and no e-mail is queued.
 */
export async function cancelUnderClaim(db: Db, orderId: number): Promise<void> {
  const order = await findOrderById(db, orderId);
  const held = order && (await claim({ db, now: () => new Date(), leaseMs: 60_000 }, orderId, {}));
  if (!order || !held) throw new Error('the order could not be claimed');
  const facts = {
    by: 'admin' as const,
    feeCents: 0,
    paymentStatus: order.paymentStatus,
    capturedCents: order.capturedCents,
  };
  const claimed = { leaseUntil: held.leaseUntil, slotId: order.slotId };
  await cancelHeld(db, orderId, facts, claimed, new Date().toISOString());
}

/** The UID, METHOD and SEQUENCE of a calendar file, read by a real calendar library. */
export function calendarFacts(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The file's own VTIMEZONE gives DTSTART;TZID its meaning.
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the calendar file');
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: String(event.getFirstPropertyValue('uid') ?? ''),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
  };
}
