import { describe, expect, it } from 'vitest';
import { siteSession, startSiteProcess } from '../../testing/crash-server';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { freePort } from '../../testing/outbox-test-kit';
import { startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestDatabase, testDialects } from '../../testing/test-app';
import { openDatabase } from '../db/database';

// SIGTERM while a slow mail server holds a delivery: the stopping process hands the message back,
// so the next one sends it at once (not after the lease, 2 × the delivery deadline), and once.

const ARRIVES_WITHIN_MS = 10_000;

async function waitFor(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDialects)('a delivery in hand at SIGTERM on %s', (dialect) => {
  it('goes out within 10 s of the restart, once', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(dialect);
    const catcher = await startSmtpCatcher();
    const env = {
      PORT: String(await freePort()),
      DATABASE_URL: database.url,
      SMTP_URL: catcher.url,
      BUSINESS_EMAIL: 'office@example.test',
      SEED_DEMO_SLOTS: 'false',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      OUTBOX_POLL_MS: '100',
    };
    let server = await startSiteProcess(env);
    const handle = openDatabase(database.url);
    try {
      const [slot] = await addSlots(handle.db, [30]);
      const body = await validSubmission(handle.db, slot ?? 0, 'handover@example.test');
      catcher.answerRecipientsAfter(60_000);
      const res = await fetch(`${server.baseUrl}/cms-admin/api/inspection_orders.php`, {
        method: 'POST',
        headers: await siteSession(server.baseUrl),
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      // The confirmation and the business notice, each held up at its recipient.
      await waitFor('deliveries in hand', () => catcher.recipientsWaiting() === 2, 30_000);

      catcher.answerRecipientsAfter(0);
      await server.stop();
      server = await startSiteProcess(env);
      const restartedAt = Date.now();
      await waitFor('both e-mails', () => catcher.mails.length >= 2, ARRIVES_WITHIN_MS);
      expect(Date.now() - restartedAt).toBeLessThan(ARRIVES_WITHIN_MS);

      const rows = await waitForSent(handle.db);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      const to = catcher.mails.map((m) => m.to.join()).sort();
      expect(to).toEqual(['handover@example.test', 'office@example.test']);
    } finally {
      await server.stop();
      await handle.destroy();
      await catcher.stop();
      await database.drop();
    }
  });
});

/** The outbox rows once every one is marked sent (or as they are after 5 s). */
async function waitForSent(db: ReturnType<typeof openDatabase>['db']) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const rows = await db.selectFrom('email_log').select('status').orderBy('id').execute();
    if (rows.every((r) => r.status === 'sent') || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
