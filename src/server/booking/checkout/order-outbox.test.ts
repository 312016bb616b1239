import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../../testing/smtp-catcher';
import { createAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { emailRows, freePort } from '../../../testing/outbox-test-kit';
import { getSiteSettings } from '../../settings/settings.service';
import { queueOrderEmails } from './order-notifications';
import type { OrderPaymentHooks } from './order-payment';
import { placeOrder } from './orders.service';

const URL = '/cms-admin/api/inspection_orders.php';
const MINUTE = 60_000;

describe.each(testDialects)('an order and its e-mails on %s', (dialect) => {
  let t: TestApp;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    // The worker is off: each test steps it by hand, at the times it chooses.
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL: 'office@example.test',
      OUTBOX_POLL_MS: '0',
    });
  });
  afterAll(() => t.close());

  it('queues the e-mails in the order’s transaction: a failed order leaves none', async () => {
    const [slotId] = await addSlots(t.app.db, [40]);
    const submission = {
      ...(await validSubmission(t.app.db, slotId!, 'rolled.back@example.test')),
      payment_status: 'authorized' as const,
      payment: { transactionId: '4001', authCode: 'A1', responseCode: '1', amount: '1.00' },
    };
    let queuedInside = -1;
    const failingLink: OrderPaymentHooks = {
      verify: async (_db, claim) => ({
        paymentStatus: 'authorized',
        transactionId: '4001',
        authCode: 'A1',
        responseCode: '1',
        authorizedCents: claim.totalCents,
        capturedCents: null,
      }),
      async linkOrder(trx) {
        // The mails are already there, in this very transaction: then the order fails.
        queuedInside = (await trx.selectFrom('email_log').select('id').execute()).length;
        throw new Error('the payment link failed');
      },
    };
    const before = (await emailRows(t.app)).length;
    const now = new Date();
    await expect(
      placeOrder(t.app.db, failingLink, {
        submission,
        sessionId: null,
        now,
        afterSave: queueOrderEmails(await getSiteSettings(t.app.db, t.env), now),
      }),
    ).rejects.toThrow('the payment link failed');
    expect(queuedInside).toBe(before + 2);
    expect((await emailRows(t.app)).length).toBe(before);
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('answers 201 only with its confirmation, business and realtor e-mails queued', async () => {
    const [slotId] = await addSlots(t.app.db, [41]);
    const agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    const body = await validSubmission(t.app.db, slotId!, 'queued.now@example.test');
    body.checkout = {
      ...body.checkout,
      realtorAccess: 'yes',
      realtorFirstName: 'Rae',
      realtorLastName: 'Agent',
      realtorEmail: 'rae@realty.test',
      realtorPhone: '412-555-0199',
    };
    const res = await agent.post(URL, body);
    expect(res.statusCode).toBe(201);
    const mine = (await emailRows(t.app)).slice(-3).map((r) => [r.kind, r.to_address, r.status]);
    expect(mine).toEqual([
      ['order-confirmation', 'queued.now@example.test', 'queued'],
      ['business-notice', 'office@example.test', 'queued'],
      ['realtor-notice', 'rae@realty.test', 'queued'],
    ]);
  });

  it('delivers every e-mail once when the mail server comes back, with nobody resending', async () => {
    const agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    const slots = await addSlots(t.app.db, [50, 51, 52]);
    for (const [i, slotId] of slots.entries()) {
      const body = await validSubmission(t.app.db, slotId, `down${i}@example.test`);
      expect((await agent.post(URL, body)).statusCode).toBe(201);
    }
    const start = new Date();
    const waiting = (await emailRows(t.app)).filter((r) => r.status === 'queued');
    // The mail server is down: every attempt fails and is kept for a retry.
    expect(await t.app.mailer.tick(start)).toBe(waiting.length);
    const failed = (await emailRows(t.app)).filter((r) => r.status === 'queued');
    expect(failed.every((r) => r.attempts === 1 && r.error)).toBe(true);

    let catcher: SmtpCatcher | undefined;
    try {
      catcher = await startSmtpCatcher(smtpPort);
      expect(await t.app.mailer.tick(new Date(start.getTime() + 31_000))).toBe(waiting.length);
      expect(await t.app.mailer.tick(new Date(start.getTime() + 60 * MINUTE))).toBe(0);
      const rows = await emailRows(t.app);
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      const received = catcher.mails.map((m) => `${m.to.join()} ${m.subject}`).sort();
      const expected = waiting.map((r) => `${r.to_address} ${r.subject}`).sort();
      expect(received).toEqual(expected);
    } finally {
      await catcher?.stop();
    }
  });
});
