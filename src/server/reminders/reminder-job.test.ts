import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-app';
import {
  bookInspection,
  HOUR,
  reminderNames,
  reminderWorld,
} from '../../testing/reminder-test-kit';

describe.each(testDialects)('the reminder job on %s', (dialect) => {
  it('runs by itself every REMINDER_INTERVAL_MS and the e-mail reaches the mail server', async () => {
    const w = await reminderWorld(dialect, { REMINDER_INTERVAL_MS: '50', OUTBOX_POLL_MS: '1000' });
    try {
      const o = await bookInspection(w.app, 20, 'job.runs@example.test');
      // Booked two days ago: its 24 h reminder is due now, on the job's own clock.
      await w.app.db
        .updateTable('orders')
        .set({ created_at: new Date(Date.now() - 48 * HOUR).toISOString() })
        .where('id', '=', o.orderId)
        .execute();
      const deadline = Date.now() + 10_000;
      while (!w.catcher.mails.some((m) => m.subject.startsWith('Reminder:'))) {
        if (Date.now() > deadline) throw new Error('no reminder arrived');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await reminderNames(w.app.db, o.orderId)).toEqual(['before-24h']);
    } finally {
      await w.close();
    }
  });
});
