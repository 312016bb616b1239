import { ORDER_CLAIM_MESSAGES } from '../orders/order-claim.service';
import {
  sandboxTransaction as sandboxStateOf,
  settleSandboxNow,
} from '../../../testing/sandbox-client';
import { formatCents } from '../../../shared/money';
import { refundsOfOrder } from '../../payments/refunds/cancellation-money.service';
import { issueDueRefunds } from '../../payments/refunds/refunds.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../audit/audit.service';
import { getSiteSettings } from '../../settings/settings.service';
import { waitForMail } from '../../../testing/smtp-catcher';
import { testDialects } from '../../../testing/test-app';
import { listAttempts } from '../../payments/payment-attempts.repository';
import { findOrderById as findAdminOrder } from '../orders/orders.repository';
import { captureOrder, NOT_OUR_AUTHORIZATION, type OrderAdminDeps } from './orders-admin.service';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../../testing/orders-admin-test-kit';

describe.each(testDialects)('Orders admin: capture, void and cancel on %s', (dialect) => {
  let w: OrdersWorld;
  let deps: OrderAdminDeps;
  beforeAll(async () => {
    w = await ordersWorld(dialect);
    const { app } = w.t;
    deps = {
      db: app.db,
      gateway: app.gateway,
      mailer: app.mailer,
      actorId: w.adminId,
      now: () => new Date(),
      leaseMs: 60_000,
      settings: () => getSiteSettings(app.db, app.env),
    };
  });
  afterAll(() => w.close());

  const order = async (id: number) => {
    const o = await findAdminOrder(w.t.app.db, id);
    if (!o) throw new Error(`no order ${id}`);
    return o;
  };
  const sandboxTransaction = (transactionId: string) => sandboxStateOf(w.t.app, transactionId);
  const act = (action: string, id: number) =>
    w.post({ action, id: String(id) }, `${ORDERS_URL}?id=${id}`);

  it('captures an authorized order for its own total, through a payment attempt, once', async () => {
    const { id, transactionId } = await w.payNow();
    const before = await order(id);
    expect(before.paymentStatus).toBe('authorized');
    const page = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(page.body).toContain('name="action" value="capture"');

    const res = await act('capture', id);
    expect(res.statusCode).toBe(303);
    const total = `$${(before.totalCents / 100).toFixed(2)}`;
    expect(flashOf(res)).toBe(`Captured ${total} for order #${id}. The order is paid.`);
    expect(await order(id)).toMatchObject({
      paymentStatus: 'paid',
      capturedCents: before.totalCents,
    });
    const attempts = await listAttempts(w.t.app.db, { transactionId });
    expect(attempts.map((a) => [a.kind, a.status, a.amountCents, a.orderId])).toEqual([
      ['authorize', 'approved', before.totalCents, id],
      ['capture', 'approved', before.totalCents, id],
    ]);
    expect(await sandboxTransaction(transactionId)).toMatchObject({
      capturedCents: before.totalCents,
    });
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'order' });
    expect(entry).toMatchObject({
      action: 'capture',
      userEmail: 'admin@example.test',
      details: { transactionId, amountCents: before.totalCents },
    });

    const again = await act('capture', id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has already been captured.');
    expect(await listAttempts(w.t.app.db, { transactionId })).toHaveLength(2);
  });

  it('refuses to capture a pay-later order or a transaction this site did not authorize for it', async () => {
    const later = await w.payLater();
    const res = await act('capture', later.id);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This order has no card payment (pay later)');

    // Another order's authorization pasted onto this one is not this order's to capture.
    const other = await w.payNow();
    const target = await w.payNow();
    await w.t.app.db
      .updateTable('orders')
      .set({ transaction_id: other.transactionId })
      .where('id', '=', target.id)
      .execute();
    const forged = await act('capture', target.id);
    expect(forged.statusCode).toBe(409);
    expect(forged.body).toContain(NOT_OUR_AUTHORIZATION);
    expect(
      (await listAttempts(w.t.app.db, { transactionId: other.transactionId })).map((a) => a.kind),
    ).toEqual(['authorize']);
  });

  it('two captures at once make one gateway call', async () => {
    const { id, transactionId } = await w.payNow();
    const results = await Promise.allSettled([
      captureOrder(deps, id),
      captureOrder(deps, id),
      captureOrder(deps, id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(String(r.reason)).toMatch(
          new RegExp(
            `${ORDER_CLAIM_MESSAGES.busy}|This payment has already been captured.`.replace(
              /\./g,
              '\\.',
            ),
          ),
        );
    const captures = (await listAttempts(w.t.app.db, { transactionId })).filter(
      (a) => a.kind === 'capture',
    );
    expect(captures).toHaveLength(1);
    expect((await order(id)).paymentStatus).toBe('paid');
  });

  it('a refused capture leaves the order authorized and says why', async () => {
    // ZIP 46901 makes the sandbox fail the capture.
    const { id } = await w.payNow({ zip: '46901' });
    const res = await act('capture', id);
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toMatch(
      /^The payment gateway refused the capture: .+ \(reason 19\)\. Nothing was changed\.$/,
    );
    expect((await order(id)).paymentStatus).toBe('authorized');
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'order' });
    expect(entry).toMatchObject({ action: 'capture-failed', details: { ok: false } });
    // The claim was given back: a second try reaches the gateway again rather than "busy".
    expect(flashOf(await act('capture', id))).toMatch(/^The payment gateway refused the capture/);
  });

  it('voids an authorization: the card hold is released, the booking stays', async () => {
    const { id, transactionId } = await w.payNow();
    const confirm = await w.admin.get(`${ORDERS_URL}?id=${id}&confirm=void`);
    expect(confirm.body).toContain('The booking itself stays active');
    const res = await act('void', id);
    expect(flashOf(res)).toBe(
      `Authorization of order #${id} voided: the hold on the customer’s card is released.`,
    );
    expect(await order(id)).toMatchObject({ paymentStatus: 'voided', bookingStatus: 'active' });
    expect((await sandboxTransaction(transactionId)).status).toBe('voided');
    const voided = await act('void', id);
    expect(voided.statusCode).toBe(409);
    expect(voided.body).toContain('This card authorization has already been voided.');
    expect((await act('capture', id)).statusCode).toBe(409);
  });

  it('cancel without fee voids an uncaptured authorization, frees the slot and tells the customer', async () => {
    const { id, slotId, transactionId } = await w.payNow();
    const res = await w.post(
      { action: 'cancel', id: String(id), fee: 'none' },
      `${ORDERS_URL}?id=${id}`,
    );
    expect(flashOf(res)).toBe(
      `Order #${id} cancelled; its date is free for booking again. The card authorization was voided. The customer was e-mailed at payer@example.test.`,
    );
    expect(await order(id)).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'voided' });
    expect((await sandboxTransaction(transactionId)).status).toBe('voided');
    const mail = await waitForMail(w.catcher, 'payer@example.test', /is cancelled$/);
    expect(mail.text).toContain('- No cancellation fee.\n');
    expect(mail.text).toContain('The hold on your card was released: you were not charged.');
    const slots = (await w.t.app.inject('/cms-admin/api/get_slots.php?future=true')).json() as {
      id: number;
    }[];
    expect(slots.map((s) => s.id)).toContain(slotId);
  });

  it('cancel of a captured order with the policy fee refunds the rest once the capture settles', async () => {
    const { id } = await w.payNow();
    await w.bookedEarlier(id);
    await act('capture', id);
    const paid = await order(id);
    const confirm = await w.admin.get(`${ORDERS_URL}?id=${id}&confirm=cancel`);
    expect(confirm.body).toContain('Cancel with the policy fee ($75.00)');
    expect(confirm.body).toContain('Cancel without fee');
    const res = await w.post(
      { action: 'cancel', id: String(id), fee: 'policy' },
      `${ORDERS_URL}?id=${id}`,
    );
    const due = (paid.capturedCents ?? 0) - 7500;
    // Not settled yet: the provider refuses a refund, so it is recorded as due.
    expect(flashOf(res)).toContain(`Cancellation fee: $75.00.`);
    expect(flashOf(res)).toContain(`${formatCents(due)} is refunded once the card payment settles`);
    expect(await order(id)).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'paid' });
    let detail = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    const row = (label: string, value: string) => `${label}:</dt><dd class="mb-1">${value}</dd>`;
    expect(detail.body).toContain(row('Refund due (after settlement)', formatCents(due)));

    await settleSandboxNow(w.t.app);
    expect(
      await issueDueRefunds({ db: w.t.app.db, gateway: w.t.app.gateway }, new Date()),
    ).toMatchObject({ issued: 1 });
    const refunds = await refundsOfOrder({ db: w.t.app.db }, id);
    expect(refunds).toMatchObject([{ amountCents: due, status: 'issued' }]);
    detail = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(detail.body).toContain(row('Refund due (after settlement)', '—'));
    expect(detail.body).toContain(row('Refunded', formatCents(due)));
    expect(detail.body).toContain(row('Fee kept', '$75.00'));
  });

  it('cancel whose void fails still cancels and keeps the hold visible for a retry', async () => {
    // ZIP 46902 makes the sandbox fail the void.
    const { id } = await w.payNow({ zip: '46902' });
    const res = await w.post(
      { action: 'cancel', id: String(id), fee: 'none' },
      `${ORDERS_URL}?id=${id}`,
    );
    expect(flashOf(res)).toContain(
      'The payment could not be settled (The gateway refused the void',
    );
    expect(await order(id)).toMatchObject({
      bookingStatus: 'cancelled',
      paymentStatus: 'authorized',
    });
    const detail = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(detail.body).toContain('its card authorization still holds');
    expect(detail.body).not.toContain('value="capture"');
    expect((await act('capture', id)).statusCode).toBe(409);
  });
});
