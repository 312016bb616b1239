import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../../audit/audit.service';
import { listAttempts } from '../../payments/payment-attempts.repository';
import { bookingConfirmation } from '../../settings/booking-confirmation.service';
import { signedIn } from '../../../testing/admin-testing';
import { sandboxTransaction } from '../../../testing/sandbox-client';
import { waitForMail } from '../../../testing/smtp-catcher';
import { testDialects } from '../../../testing/test-app';
import { validSubmission } from '../../../testing/order-test-kit';
import { createAgent } from '../../../testing/test-agent';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../../testing/orders-admin-test-kit';
import { REQUEST_MESSAGES } from '../../../shared/booking/order-requests';
import { findOrderById } from '../orders/orders.repository';

// Request, then confirm (decision 069), through the API and the admin page as the office and its
// customers use them, the card moving in the payment sandbox over real HTTP.

const API = '/cms-admin/api';
const PAYER = 'payer@example.test';

describe.each(testDialects)('Request, then confirm on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect, { UNPAID_RESERVATIONS_PER_IP_DAY: '50' });
  });
  afterAll(() => w.close());
  beforeEach(() => {
    w.catcher.mails.length = 0;
  });

  const order = async (id: number) => {
    const o = await findOrderById(w.t.app.db, id);
    if (!o) throw new Error(`no order ${id}`);
    return o;
  };
  const act = (action: string, id: number, fields: Record<string, string> = {}) =>
    w.post({ action, id: String(id), ...fields }, `${ORDERS_URL}?id=${id}`);
  const offeredIds = async () => {
    const res = await createAgent(w.t.app).get(`${API}/get_slots.php?future=true&limit=100`);
    return (res.json() as { id: number }[]).map((s) => s.id);
  };
  /** A visitor's browser: a session first, so its writes carry the CSRF token. */
  const visitor = async () => {
    const agent = createAgent(w.t.app);
    await agent.get(`${API}/session.php`);
    return agent;
  };
  const lastAudit = async (id: number) =>
    (await listAudit(w.t.app.db, { limit: 1, entity: 'order', entityId: String(id) }))[0];

  it('is switched on in Advanced (audited); off, a booking is confirmed at once', async () => {
    const before = await w.payLater();
    expect((await order(before.id)).bookingStatus).toBe('active');
    const res = await w.post(
      { action: 'booking-confirmation', bookingConfirmation: 'office' },
      '/cms-admin/advanced.php',
    );
    expect(res.statusCode).toBe(303);
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'settings' });
    expect(entry).toMatchObject({ details: { from: 'instant', to: 'office' } });
  });

  it('holds a card request, captures it on confirmation and e-mails each step', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const { id, slotId, transactionId } = await w.payNow();
    const placed = await order(id);
    expect(placed).toMatchObject({ bookingStatus: 'requested', paymentStatus: 'authorized' });
    await waitForMail(w.catcher, PAYER, /We received your inspection request/);
    const toPayer = w.catcher.mails.filter((m) => m.to.includes(PAYER));
    expect(toPayer.some((m) => /is reserved for/.test(m.subject))).toBe(false);

    // Only authorized: the office's confirmation captures it.
    expect((await sandboxTransaction(w.t.app, transactionId)).status).toBe(
      'authorizedPendingCapture',
    );
    // Its time is held: not offered, and a second booking of it is refused.
    expect(await offeredIds()).not.toContain(slotId);
    const other = await validSubmission(w.t.app.db, slotId, 'other@example.test');
    const taken = await (await visitor()).post(`${API}/inspection_orders.php`, other);
    expect(taken.statusCode).toBe(409);

    const page = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(page.body).toContain('Waiting for your confirmation');
    for (const action of ['confirm-request', 'decline-request', 'propose-time'])
      expect(page.body).toContain(`name="action" value="${action}"`);
    expect(page.body).not.toContain('name="action" value="capture"');

    const res = await act('confirm-request', id);
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toContain(`Order #${id} confirmed`);
    expect(await order(id)).toMatchObject({
      bookingStatus: 'active',
      paymentStatus: 'paid',
      capturedCents: placed.totalCents,
    });
    expect((await sandboxTransaction(w.t.app, transactionId)).capturedCents).toBe(
      placed.totalCents,
    );
    expect(
      (await listAttempts(w.t.app.db, { transactionId })).map((a) => [a.kind, a.status]),
    ).toEqual([
      ['authorize', 'approved'],
      ['capture', 'approved'],
    ]);
    expect(await lastAudit(id)).toMatchObject({
      action: 'confirm-request',
      userEmail: 'admin@example.test',
    });
    const mail = await waitForMail(w.catcher, PAYER, /is confirmed/);
    expect(mail.text).toContain('Your card was charged');
    expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);

    const again = await act('confirm-request', id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(REQUEST_MESSAGES.alreadyConfirmed);
  });

  it('tells the realtor named at checkout once the office confirms, not at the request', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const realtor = 'robin.agent@example.test';
    const { id } = await w.payLater({
      email: 'with-realtor@example.test',
      realtorAccess: 'yes',
      realtorFirstName: 'Robin',
      realtorLastName: 'Agent',
      realtorEmail: realtor,
      realtorPhone: '412-555-0111',
    });
    await waitForMail(w.catcher, 'with-realtor@example.test', /We received your inspection/);
    expect(w.catcher.mails.some((m) => m.to.includes(realtor))).toBe(false);
    expect((await act('confirm-request', id)).statusCode).toBe(303);
    const mail = await waitForMail(w.catcher, realtor, /Inspection access needed/);
    expect(mail.text).toContain('Hello Robin');
    expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);
  });

  it('voids the card on decline, e-mails the reason and frees the time', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const { id, slotId, transactionId } = await w.payNow();
    expect(await offeredIds()).not.toContain(slotId);

    const res = await act('decline-request', id, { reason: 'Fully booked that week.' });
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toContain('The card authorization was voided.');
    expect(await order(id)).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'voided' });
    expect((await sandboxTransaction(w.t.app, transactionId)).status).toBe('voided');
    expect(await lastAudit(id)).toMatchObject({
      action: 'decline-request',
      details: { reason: 'Fully booked that week.' },
    });
    const mail = await waitForMail(w.catcher, PAYER, /was declined/);
    expect(mail.text).toContain('Reason: Fully booked that week.');
    expect(mail.text).toContain('you were not charged');

    // The time is offered again and someone else books it.
    expect(await offeredIds()).toContain(slotId);
    const next = await validSubmission(w.t.app.db, slotId, 'next@example.test');
    expect((await (await visitor()).post(`${API}/inspection_orders.php`, next)).statusCode).toBe(
      201,
    );

    // A cancelled order is neither confirmed nor declined: 409 with the reason.
    const confirm = await act('confirm-request', id);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.body).toContain(REQUEST_MESSAGES.confirmCancelled);
    const decline = await act('decline-request', id);
    expect(decline.statusCode).toBe(409);
    expect(decline.body).toContain(REQUEST_MESSAGES.declineCancelled);
  });

  it('confirms a pay-later request without touching money', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const { id } = await w.payLater({ email: 'later@example.test' });
    expect((await order(id)).bookingStatus).toBe('requested');
    await waitForMail(w.catcher, 'later@example.test', /We received your inspection request/);
    expect((await act('confirm-request', id)).statusCode).toBe(303);
    expect(await order(id)).toMatchObject({ bookingStatus: 'active', paymentStatus: 'pending' });
    const mail = await waitForMail(w.catcher, 'later@example.test', /is confirmed/);
    expect(mail.text).toContain('Reserved without payment');
  });

  it('proposes another time; the customer accepts it in the portal and the card is captured', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const spare = await w.payLater({ email: 'spare@example.test' });
    // Free the spare's slot by declining it, so a free time exists to propose.
    expect((await act('decline-request', spare.id)).statusCode).toBe(303);
    const { id, slotId, transactionId } = await w.payNow();

    const res = await act('propose-time', id, { slot: String(spare.slotId) });
    expect(res.statusCode).toBe(303);
    const moved = await order(id);
    expect(moved).toMatchObject({ bookingStatus: 'requested', slotId: spare.slotId });
    expect(moved.proposedAt).not.toBeNull();
    expect(await offeredIds()).toContain(slotId);
    expect(await offeredIds()).not.toContain(spare.slotId);
    expect(await lastAudit(id)).toMatchObject({ action: 'propose-time' });
    await waitForMail(w.catcher, PAYER, /Another time for your inspection/);

    const customer = await signedIn(w.t.app, w.catcher, PAYER);
    const accepted = await customer.post(`${API}/accept_inspection_time.php`, { order: id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ bookingStatus: 'active', paymentStatus: 'paid' });
    expect((await sandboxTransaction(w.t.app, transactionId)).capturedCents).toBe(moved.totalCents);
    expect(await lastAudit(id)).toMatchObject({ action: 'customer-accept-time' });
    await waitForMail(w.catcher, PAYER, /is confirmed/);

    const twice = await customer.post(`${API}/accept_inspection_time.php`, { order: id });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(REQUEST_MESSAGES.noProposal);
  });

  it('confirms once when pressed twice at once; refuses to propose for a confirmed order', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const { id, transactionId } = await w.payNow();
    const both = await Promise.all([act('confirm-request', id), act('confirm-request', id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(
      (await listAttempts(w.t.app.db, { transactionId })).filter((a) => a.kind === 'capture'),
    ).toHaveLength(1);
    const spare = await w.payLater({ email: 'spare2@example.test' });
    const propose = await act('propose-time', id, { slot: String(spare.slotId) });
    expect(propose.statusCode).toBe(409);
    expect(propose.body).toContain(REQUEST_MESSAGES.proposeNotRequested);
    // Its e-mails delivered before the next test reads the inbox.
    await waitForMail(w.catcher, PAYER, /is confirmed/);
  });

  it('lets the customer withdraw a request free: the card hold is voided', async () => {
    await bookingConfirmation.set(w.t.app.db, 'office');
    const { id, slotId, transactionId } = await w.payNow();
    // Delivered first, so the sign-in below reads its own e-mail.
    await waitForMail(w.catcher, PAYER, /We received your inspection request/);
    const customer = await signedIn(w.t.app, w.catcher, PAYER);
    const quote = await customer.get(`${API}/cancellation_quote.php?order=${id}`);
    expect(quote.json()).toMatchObject({ canReschedule: false, money: { feeCents: 0 } });
    const moved = await customer.post(`${API}/reschedule_inspection.php`, { order: id, slot: 1 });
    expect(moved.statusCode).toBe(409);
    expect(moved.body).toContain(REQUEST_MESSAGES.notMovable);
    const res = await customer.post(`${API}/cancel_inspection.php`, { order: id, feeCents: 0 });
    expect(res.statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'voided' });
    expect((await sandboxTransaction(w.t.app, transactionId)).status).toBe('voided');
    expect(await offeredIds()).toContain(slotId);
  });
});
