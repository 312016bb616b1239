import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTimeLong } from '../../shared/time';
import { findOrderById } from '../booking/orders/orders.repository';
import { testDialects } from '../../testing/test-app';
import {
  bookInspection,
  cancelUnderClaim,
  calendarFacts,
  HOUR,
  moveOrder,
  reminderMails,
  reminderNames,
  reminderWorld,
  type ReminderWorld,
  runAt,
  runEvery,
} from '../../testing/reminder-test-kit';
import { insertSignatureOnce } from '../agreements/agreements.repository';
import { remindersOfOrder } from './reminders.repository';
import { runReminders } from './reminders.service';

// The scheduler with the clock moved: each test books real orders now and runs the scheduler at
// the moments it chooses, on a database of its own (runs look at every order).

describe.each(testDialects)('reminders on %s', (dialect) => {
  let w: ReminderWorld;
  const t0 = Date.now();
  beforeEach(async () => {
    w = await reminderWorld(dialect);
  });
  afterEach(() => w.close());

  it('sends the 72 h and the 24 h reminder once each over many runs, with what to know and do', async () => {
    const o = await bookInspection(w.app, 100, 'many.runs@example.test');
    // Every half hour, delivering after each run, from booking to the start.
    const sent = await runEvery(w.app, t0, o.startMs - 1, 0.5, { deliver: true });
    expect(sent).toBe(2);
    expect(await reminderNames(w.app.db, o.orderId)).toEqual(['before-72h', 'before-24h']);
    const rows = await reminderMails(w.app, o.email);
    // Each at the first run at or after its time (runs are half an hour apart).
    const early = rows.map((r) => o.startMs - new Date(r.created_at).getTime());
    expect(early[0]).toBeLessThanOrEqual(72 * HOUR);
    expect(early[0]).toBeGreaterThan(71.5 * HOUR);
    expect(early[1]).toBeLessThanOrEqual(24 * HOUR);
    expect(early[1]).toBeGreaterThan(23.5 * HOUR);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // The manage link signs its holder in: the log keeps it only until delivery.
    expect(rows.every((r) => r.text_body.includes('cancel): [redacted]'))).toBe(true);
    const recorded = await remindersOfOrder(w.app.db, o.orderId);
    expect(recorded.map((r) => r.emailId)).toEqual(rows.map((r) => r.id));

    const mails = w.catcher.mails.filter((m) => m.to.includes(o.email));
    const confirmation = mails.find((m) => m.subject.startsWith('Your home inspection'));
    const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(2);
    const when = formatDateTimeLong(new Date(o.startMs).toISOString(), 'America/New_York');
    const url = 'http://localhost:3000';
    for (const mail of reminders) {
      expect(mail.subject).toBe(`Reminder: your home inspection on ${when}`);
      expect(mail.text).toContain(`Date and time: ${when}`);
      expect(mail.text).toContain('Property: 12 Walnut St, Pittsburgh, PA 15232');
      expect(mail.text).toContain('water, gas and electricity');
      expect(mail.text).toContain('attic, crawlspace, electrical panel, furnace and water heater');
      expect(mail.text).toContain('pets secured');
      expect(mail.text).toContain('Allow about 3 hours');
      expect(mail.text).toContain('What to bring: no photo ID is needed');
      expect(mail.text).toContain('disclosures, permits and repair receipts');
      expect(mail.text).toContain('the last half hour, when the inspector walks you through');
      // The outbox's HTML part, built from the same text.
      expect(mail.html).toContain('Allow about 3 hours');
      expect(mail.text).toMatch(
        new RegExp(
          `Manage your inspection \\(see it, reschedule or cancel\\): ${url}/user/manage/\\S+`,
        ),
      );
      expect(mail.text).toContain(
        `- Sign the inspection agreement: ${url}/user/inspections/${o.orderId}`,
      );
      expect(mail.text).toMatch(new RegExp(`- Pay \\$[\\d,]+\\.\\d\\d: ${url}/user/payments`));
      // The calendar entry is the order's own event: the invitation's UID, the same start.
      const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
      const invite = confirmation?.attachments.find((a) => a.filename.endsWith('.ics'));
      const facts = calendarFacts(ics!.content);
      expect(facts.uid).toBe(calendarFacts(invite!.content).uid);
      expect([facts.method, facts.sequence]).toEqual(['REQUEST', 0]);
      expect(Date.parse(facts.start)).toBe(Math.floor(o.startMs / 1000) * 1000);
    }
  });

  it('says nothing is left to do once the agreement is signed and the order paid', async () => {
    const o = await bookInspection(w.app, 30, 'all.done@example.test');
    await w.app.db
      .updateTable('orders')
      .set({ payment_status: 'paid', created_at: new Date(t0 - 10 * HOUR).toISOString() })
      .where('id', '=', o.orderId)
      .execute();
    await insertSignatureOnce(w.app.db, {
      orderId: o.orderId,
      userId: (await findOrderById(w.app.db, o.orderId))!.userId!,
      signedName: 'Dana Buyer',
      signedAt: new Date().toISOString(),
      ip: '127.0.0.1',
      userAgent: 'test',
      textSha256: '0'.repeat(64),
      title: 'Inspection agreement',
      content: 'Terms',
      buyerNames: ['Dana Buyer'],
      realtorName: '',
    });
    await runAt(w.app, o.startMs - 24 * HOUR);
    const [row] = await reminderMails(w.app, o.email);
    expect(row?.text_body).toContain('Nothing is left to do');
    expect(row?.text_body).not.toContain('Sign the inspection agreement');
    expect(row?.text_body).not.toContain('/user/payments');
  });

  it('skips a reminder whose time had passed when the order was booked', async () => {
    const inside72 = await bookInspection(w.app, 50, 'booked.at.50h@example.test');
    const inside24 = await bookInspection(w.app, 10, 'booked.at.10h@example.test');
    await runEvery(w.app, t0, t0 + 50 * HOUR - 1, 0.5);
    expect(await reminderNames(w.app.db, inside72.orderId)).toEqual(['before-24h']);
    expect(await reminderNames(w.app.db, inside24.orderId)).toEqual(['thank-you']);
    expect(await reminderMails(w.app, inside24.email)).toHaveLength(1);
  });

  it('sends nothing more to a cancelled order', async () => {
    const cancelledLater = await bookInspection(w.app, 100, 'cancelled.later@example.test');
    const cancelledAtOnce = await bookInspection(w.app, 90, 'cancelled.at.once@example.test');
    await cancelUnderClaim(w.app.db, cancelledAtOnce.orderId);
    await runEvery(w.app, t0, t0 + 40 * HOUR, 1);
    expect(await reminderNames(w.app.db, cancelledLater.orderId)).toEqual(['before-72h']);
    await cancelUnderClaim(w.app.db, cancelledLater.orderId);
    await runEvery(w.app, t0 + 41 * HOUR, t0 + 140 * HOUR, 1);
    expect(await reminderNames(w.app.db, cancelledLater.orderId)).toEqual(['before-72h']);
    expect(await reminderNames(w.app.db, cancelledAtOnce.orderId)).toEqual([]);
    expect(await reminderMails(w.app, cancelledAtOnce.email)).toEqual([]);
  });

  it('follows a rescheduled order to its new time', async () => {
    const o = await bookInspection(w.app, 100, 'moved@example.test');
    await runEvery(w.app, t0, t0 + 30 * HOUR, 1);
    const newStart = await moveOrder(w.app.db, o.orderId, 200);
    await runEvery(w.app, t0 + 31 * HOUR, newStart + 10 * HOUR, 1, { deliver: true });
    const recorded = await remindersOfOrder(w.app.db, o.orderId);
    const at = (ms: number) => new Date(ms).toISOString();
    expect(recorded.map((r) => [r.reminder, r.startsAt])).toEqual([
      ['before-72h', at(o.startMs)],
      ['before-72h', at(newStart)],
      ['before-24h', at(newStart)],
      ['thank-you', at(newStart)],
    ]);
    const when = (ms: number) => formatDateTimeLong(at(ms), 'America/New_York');
    const newWhen = when(newStart);
    const reminders = w.catcher.mails.filter((m) => m.subject.startsWith('Reminder:'));
    // One delivery run may send two at once: their arrival order is not fixed.
    expect(reminders.map((m) => m.subject).sort()).toEqual(
      [
        `Reminder: your home inspection on ${when(o.startMs)}`,
        `Reminder: your home inspection on ${newWhen}`,
        `Reminder: your home inspection on ${newWhen}`,
      ].sort(),
    );
    const movedMail = reminders.find((m) => m.subject.endsWith(newWhen));
    const moved = calendarFacts(movedMail!.attachments[0]!.content);
    expect(Date.parse(moved.start)).toBe(Math.floor(newStart / 1000) * 1000);
    expect([moved.method, moved.sequence]).toEqual(['REQUEST', 1]);
  });

  it('skips what a move into the window passed over: the reschedule e-mail stands for it', async () => {
    const o = await bookInspection(w.app, 300, 'moved.close@example.test');
    await w.app.db
      .updateTable('orders')
      .set({ created_at: new Date(t0 - 20 * 24 * HOUR).toISOString() })
      .where('id', '=', o.orderId)
      .execute();
    const newStart = await moveOrder(w.app.db, o.orderId, 30);
    await runEvery(w.app, t0, newStart - 1, 0.5);
    expect(await reminderNames(w.app.db, o.orderId)).toEqual(['before-24h']);
  });

  it('thanks the customer once after the inspection, with the portal link', async () => {
    const o = await bookInspection(w.app, 10, 'thanked@example.test');
    const stale = await bookInspection(w.app, 200, 'thanked.too.late@example.test');
    await runEvery(w.app, o.startMs - HOUR, o.startMs + 4 * HOUR - 1, 0.5);
    expect(await reminderNames(w.app.db, o.orderId)).toEqual([]);
    await runEvery(w.app, o.startMs + 4 * HOUR, o.startMs + 5 * HOUR, 0.25, { deliver: true });
    // Every later run, a day and more after, leaves it at one.
    await runEvery(w.app, o.startMs + 6 * HOUR, o.startMs + 60 * HOUR, 2);
    expect(await reminderNames(w.app.db, o.orderId)).toEqual(['thank-you']);
    const [mail] = w.catcher.mails.filter((m) => m.subject.startsWith('Thank you'));
    expect(mail?.to).toEqual([o.email]);
    expect(mail?.text).toContain(`http://localhost:3000/user/inspections/${o.orderId}`);
    // Missed by more than a day (no run from before its start until then): no late thank-you.
    await runAt(w.app, stale.startMs + 29 * HOUR);
    expect(await reminderNames(w.app.db, stale.orderId)).toEqual([]);
  });

  it('after a restart, sends the reminder missed meanwhile, but none once the inspection passed', async () => {
    const late72 = await bookInspection(w.app, 100, 'late.72@example.test');
    await runAt(w.app, t0 + 20 * HOUR);
    // Down from 20 h to 40 h: the 72 h reminder (due at 28 h) goes out when the server is back.
    expect((await runAt(w.app, t0 + 40 * HOUR)).sent).toBe(1);
    expect(await reminderNames(w.app.db, late72.orderId)).toEqual(['before-72h']);
    await runEvery(w.app, t0 + 41 * HOUR, late72.startMs - 1, 1);
    expect(await reminderNames(w.app.db, late72.orderId)).toEqual(['before-72h', 'before-24h']);

    const w2 = await reminderWorld(dialect);
    try {
      const both = await bookInspection(w2.app, 100, 'both.missed@example.test');
      const passed = await bookInspection(w2.app, 60, 'passed@example.test');
      // Down until 10 h before the first: one reminder (the closest), not two at once; the
      // second's inspection passed meanwhile (30 h ago): no reminder and no late thank-you.
      await runAt(w2.app, both.startMs - 10 * HOUR);
      expect(await reminderNames(w2.app.db, both.orderId)).toEqual(['before-24h']);
      expect(await reminderNames(w2.app.db, passed.orderId)).toEqual([]);
      await runEvery(w2.app, both.startMs - 9 * HOUR, both.startMs - 1, 1);
      expect(await reminderNames(w2.app.db, both.orderId)).toEqual(['before-24h']);
    } finally {
      await w2.close();
    }
  });

  it('pages through every order in the window by id, however many there are', async () => {
    // One order a page and more orders than the 20 queries a run used to stop at.
    const booked = [];
    for (let i = 0; i < 23; i++)
      booked.push(await bookInspection(w.app, 30 + i / 10, `paged.${i}@example.test`));
    const at = Math.max(...booked.map((o) => o.startMs)) - 24 * HOUR;
    const deps = { db: w.app.db, env: w.app.env, mailer: w.app.mailer, pageSize: 1 };
    const report = await runReminders(deps, new Date(at));
    expect(report).toMatchObject({ examined: 23, sent: 23, failed: 0 });
    for (const o of booked)
      expect(await reminderNames(w.app.db, o.orderId), o.email).toEqual(['before-24h']);
  });
});
