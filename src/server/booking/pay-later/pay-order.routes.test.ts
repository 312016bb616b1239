import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../../shared/money';
import {
  type MyPayments,
  PAY_ORDER_MESSAGES,
  type Receipt,
} from '../../../shared/payments/pay-order';
import { PAY_API, payOrderWorld, type PayOrderWorld } from '../../../testing/pay-order-test-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import { testDialects } from '../../../testing/test-app';
import { csrfOf, postForm } from '../../../testing/admin-testing';
import { listAudit } from '../../audit/audit.service';
import { cardCapture } from '../../settings/card-capture.service';
import { findOrderById } from '../orders/orders.repository';

// Paying a reserved (pay later) order from /user/payments, through the real endpoints, with the
// built-in sandbox reached over HTTP as a gateway, and the confirmation through the real outbox.

describe.each(testDialects)('paying a reserved order on %s', (dialect) => {
  let w: PayOrderWorld;

  beforeAll(async () => {
    w = await payOrderWorld(dialect);
  });
  afterAll(() => w.close());

  it('authorizes and captures the order’s own total, keeps the card, mails the receipt', async () => {
    const email = 'payer-capture@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);

    const listed = (await agent.get(PAY_API.list)).json<MyPayments>();
    expect(listed.unpaid.map((o) => o.id)).toEqual([order.id]);
    expect(listed.paid).toEqual([]);

    const start = await w.start(agent, order.id);
    expect(start.amount).toBe(centsToDecimal(order.totalCents));
    const res = await w.authorize(agent, order.id, { checkoutToken: start.checkout_token });
    expect(res.statusCode).toBe(200);
    const paid = res.json<{ payment_status: string; transaction_id: string }>();
    expect(paid.payment_status).toBe('paid');

    expect(await findOrderById(w.t.app.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      transactionId: paid.transaction_id,
      authorizedCents: order.totalCents,
      capturedCents: order.totalCents,
    });
    expect(await w.gatewayTransactions(order.orderUuid)).toEqual([
      { status: 'capturedPendingSettlement', amountCents: order.totalCents },
    ]);

    const mail = await waitForMail(w.catcher, email, /Payment received/);
    expect(mail.text).toContain(`Transaction ID: ${paid.transaction_id}`);
    expect(mail.text).toContain('Visa ending in 1111');
    expect(mail.text).toContain(`/user/payments/${order.id}/receipt`);

    const after = (await agent.get(PAY_API.list)).json<MyPayments>();
    expect(after.unpaid).toEqual([]);
    expect(after.paid).toMatchObject([
      {
        id: order.id,
        paymentStatus: 'paid',
        paidCents: order.totalCents,
        card: { type: 'Visa', last4: '1111' },
        transactionId: paid.transaction_id,
      },
    ]);

    // The administrator's order page says how and when it was paid.
    const admin = await w.admin();
    const page = await admin.get(`/cms-admin/manage-orders.php?id=${order.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Paid online by the customer');
    expect(page.body).toContain('Visa ending in 1111');
  });

  it('only authorizes when the capture setting says so; staff capture later', async () => {
    // The administrator's choice under Advanced, audited.
    const admin = await w.admin();
    const saved = await postForm(w.t.app, admin, '/cms-admin/advanced.php', {
      _csrf: csrfOf(admin),
      action: 'card-capture',
      cardCapture: 'authorize-only',
    });
    expect(saved.statusCode).toBe(303);
    const audit = await listAudit(w.t.app.db, { limit: 5, entity: 'settings' });
    expect(audit[0]).toMatchObject({ action: 'update', entityId: 'card-capture' });
    try {
      const email = 'payer-authorize@example.test';
      const order = await w.reserve(email);
      const agent = await w.customer(email);
      const res = await w.authorize(agent, order.id, {
        card: { cardNumber: '5424000000000015' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ payment_status: 'authorized' });
      expect(await findOrderById(w.t.app.db, order.id)).toMatchObject({
        paymentStatus: 'authorized',
        authorizedCents: order.totalCents,
        capturedCents: null,
      });
      expect(await w.gatewayTransactions(order.orderUuid)).toEqual([
        { status: 'authorizedPendingCapture', amountCents: order.totalCents },
      ]);
      const mail = await waitForMail(w.catcher, email, /Card payment approved/);
      expect(mail.text).toContain('ending in 0015');
      // An authorized order is no longer offered for payment; it has its receipt.
      const listed = (await agent.get(PAY_API.list)).json<MyPayments>();
      expect(listed.unpaid).toEqual([]);
      expect(listed.paid[0]).toMatchObject({ id: order.id, paymentStatus: 'authorized' });
    } finally {
      await cardCapture.set(w.t.app.db, 'capture');
    }
  });

  it('charges the server’s amount, whatever the browser adds', async () => {
    const email = 'payer-amount@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);
    const res = await w.authorize(agent, order.id, { extra: { amount: '1.00' } });
    expect(res.statusCode).toBe(200);
    expect(await w.gatewayTransactions(order.orderUuid)).toEqual([
      { status: 'capturedPendingSettlement', amountCents: order.totalCents },
    ]);
  });

  it('a declined card leaves the order to pay, and another card pays it', async () => {
    const email = 'payer-declined@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);
    const declined = await w.authorize(agent, order.id, { card: { zip: '46282' } });
    expect(declined.statusCode).toBe(402);
    expect((await findOrderById(w.t.app.db, order.id))?.paymentStatus).toBe('pending');
    const res = await w.authorize(agent, order.id, {
      card: { cardNumber: '370000000000002', cardCode: '1234' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows a printable receipt of a paid order only', async () => {
    const email = 'payer-receipt@example.test';
    const order = await w.reserve(email);
    const agent = await w.customer(email);
    const unpaid = await agent.get(`${PAY_API.receipt}?id=${order.id}`);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({ error: PAY_ORDER_MESSAGES.receiptNotFound });

    const paid = (await w.authorize(agent, order.id)).json<{ transaction_id: string }>();
    const receipt = (await agent.get(`${PAY_API.receipt}?id=${order.id}`)).json<Receipt>();
    expect(receipt.business.name).toBe('Keystone Home Inspections');
    expect(receipt.order).toMatchObject({
      id: order.id,
      totalCents: order.totalCents,
      paidCents: order.totalCents,
      card: { type: 'Visa', last4: '1111' },
      transactionId: paid.transaction_id,
      customerEmail: email,
    });
    expect(receipt.order.paidAt).toBeTruthy();
    expect(receipt.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(order.totalCents);
  });
});
