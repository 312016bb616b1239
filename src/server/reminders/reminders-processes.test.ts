import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { testDialects } from '../../testing/test-app';
import {
  bookInspection,
  cancelUnderClaim,
  HOUR,
  reminderMails,
  reminderNames,
  reminderWorld,
  runAt,
} from '../../testing/reminder-test-kit';

// Two server processes on one PostgreSQL database run the scheduler at the same moments, round
// after round: the unique key of each reminder lets exactly one of them queue it. (SQLite serves
// one process; a second one in this same process would only wait on its lock.)

// Without PostgreSQL the suite is skipped, not empty: a file with no suite fails the whole run.
describe.runIf(testDialects.includes('postgres'))(
  'reminders from two processes on one PostgreSQL database',
  () => {
    const dialect = 'postgres' as const;
    it('queue each reminder of each order exactly once', async () => {
      const w = await reminderWorld(dialect);
      const second = await buildApp(w.t.env, { logger: false });
      await second.ready();
      try {
        const t0 = Date.now();
        const orders = [];
        for (let i = 0; i < 8; i++)
          orders.push(await bookInspection(w.app, 80 + i * 3, `two.processes.${i}@example.test`));
        const last = orders[orders.length - 1]!;
        let sent = 0;
        let lost = 0;
        // Every hour from booking until a day after the last start; four runs at once each time.
        for (let at = t0; at <= last.startMs + 24 * HOUR; at += HOUR) {
          const reports = await Promise.all([
            runAt(w.app, at),
            runAt(second, at),
            runAt(w.app, at),
            runAt(second, at),
          ]);
          expect(reports.map((r) => r.failed)).toEqual([0, 0, 0, 0]);
          sent += reports.reduce((n, r) => n + r.sent, 0);
          lost += reports.reduce((n, r) => n + r.lost, 0);
        }
        expect(sent).toBe(orders.length * 3);
        // The runs did race for the same reminders: the losers found them claimed.
        expect(lost).toBeGreaterThan(0);
        for (const o of orders) {
          expect(await reminderNames(w.app.db, o.orderId)).toEqual([
            'before-72h',
            'before-24h',
            'thank-you',
          ]);
          const mails = await reminderMails(w.app, o.email);
          expect(mails.map((m) => m.kind)).toEqual([
            'inspection-reminder',
            'inspection-reminder',
            'inspection-thank-you',
          ]);
        }
      } finally {
        await second.close();
        await w.close();
      }
    });

    it('sends nothing when a cancellation commits while the reminder is being queued', async () => {
      const w = await reminderWorld(dialect);
      const other = openDatabase(w.t.env.DATABASE_URL);
      try {
        const o = await bookInspection(w.app, 100, 'cancelled.meanwhile@example.test');
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        // Another process cancels the order and has not committed yet.
        const cancel = other.db.transaction().execute(async (trx) => {
          await cancelUnderClaim(trx, o.orderId);
          locked();
          await held;
        });
        await isLocked;
        const run = runAt(w.app, o.startMs - 24 * HOUR);
        await new Promise((resolve) => setTimeout(resolve, 300));
        release();
        await cancel;
        // The run read the order as active, claimed the reminder, then waited on the order's row:
        // it saw the cancellation and rolled its claim back.
        expect(await run).toMatchObject({ sent: 0, lost: 1, failed: 0 });
        expect(await reminderNames(w.app.db, o.orderId)).toEqual([]);
        expect(await reminderMails(w.app, o.email)).toEqual([]);
      } finally {
        await other.destroy();
        await w.close();
      }
    });
  },
);
