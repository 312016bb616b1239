import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, postForm } from '../../testing/admin-testing';
import { PAY_API, payOrderWorld, type PayOrderWorld } from '../../testing/pay-order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { cardCapture } from '../settings/card-capture.service';
import { allRules } from './rules.service';

// "Payment received" went out when the client paid (authorized only); the office then edits its
// subject and the rule, switches it off and on, and captures the payment: the order becomes paid
// a second time, and the rule still sends nothing more (decision 071: once per order).

const RULES = '/cms-admin/manage-rules.php';

describe.each(testDialects)('"Payment received" edited after it went out on %s', (dialect) => {
  let w: PayOrderWorld;
  let admin: TestAgent;
  beforeAll(async () => {
    w = await payOrderWorld(dialect);
    admin = await w.admin();
    await cardCapture.set(w.t.app.db, 'authorize-only');
  });
  afterAll(() => w.close());

  const post = (url: string, fields: Record<string, string | string[]>) =>
    postForm(w.t.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const paymentMails = async (to: string) =>
    w.t.app.db
      .selectFrom('email_log')
      .select('subject')
      .where('to_address', '=', to)
      .where('kind', '=', 'payment-confirmation')
      .execute();

  it('is not sent again after its subject, its rule and its switch changed', async () => {
    const email = 'paid.then.edited@example.test';
    const order = await w.reserve(email);
    const client = await w.customer(email);
    const paid = await w.authorize(client, order.id);
    expect(paid.statusCode).toBe(200);
    await waitForMail(w.catcher, email, /Card payment approved/);
    expect(await paymentMails(email)).toHaveLength(1);

    const subject = await post('/cms-admin/manage-messages.php?key=payment-confirmation', {
      action: 'save',
      subject: 'Paid in full: {{inspection.address}}',
      body: 'Thank you {{client.first_name}}, we have your payment.',
    });
    expect(subject.statusCode).toBe(303);
    const rule = (await allRules(w.t.app.db, new Date())).find(
      (r) => r.builtin === 'paid-confirmation',
    )!;
    const edited = await post(`${RULES}?edit=${rule.id}`, {
      action: 'edit',
      id: String(rule.id),
      name: 'Payment received (edited)',
      event: 'paid',
      messageKey: 'payment-confirmation',
      recipients: 'client',
      channel: 'email',
    });
    expect(edited.statusCode).toBe(303);
    for (const enabled of ['0', '1']) {
      const switched = await post(RULES, { action: 'switch', id: String(rule.id), enabled });
      expect(switched.statusCode).toBe(303);
    }

    // The office captures: authorized → paid, the "paid" event again for this order.
    const captured = await post(`/cms-admin/manage-orders.php?id=${order.id}`, {
      action: 'capture',
      id: String(order.id),
    });
    expect(captured.statusCode).toBe(303);
    const listed = (await client.get(PAY_API.list)).json<{ paid: { paymentStatus: string }[] }>();
    expect(listed.paid[0]?.paymentStatus).toBe('paid');
    const sent = await paymentMails(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Card payment approved/);
  });
});
