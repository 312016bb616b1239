import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES as M } from '../../../shared/portal/order-change-messages';
import type { CancellationQuote } from '../../../shared/portal/order-changes';
import { addSlots } from '../../../testing/order-test-kit';
import {
  afterCutoff,
  afterFirstOrderRead,
  CHANGE_API,
  changeDepsAt,
  moveCommitted,
  publicSlotIds,
  storedOrder,
  userIdOf,
  watchedGateway,
} from '../../../testing/order-changes-test-kit';
import { type PortalWorld, portalWorld } from '../../../testing/portal-test-kit';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { cancelByCustomer, cancellationQuote } from './order-changes.service';
import { rescheduleByCustomer } from './order-reschedule.service';
import { cancelHeld, claim, ORDER_CLAIM_MESSAGES } from '../orders/order-claim.service';

// The customer's cancel: the quote from the server's clock, free or the fee with the clock moved,
// refusals of a cancelled, past or someone else's order, a double click, the slot free at once.

describe.each(testDialects)('Customer cancel on %s', (dialect) => {
  let w: PortalWorld;
  const ME = 'cancel-customer@example.test';
  let me: TestAgent;

  beforeAll(async () => {
    w = await portalWorld(dialect);
    await w.payLater(ME, 24 * 20);
    me = await w.signIn(ME);
  }, 60_000);
  afterAll(() => w.close());

  it('quotes a free cancellation, cancels, frees the slot in get_slots.php and refuses again', async () => {
    const { id, slotId } = await w.payLater(ME, 24 * 10);
    expect(await publicSlotIds(w.t)).not.toContain(slotId);
    const quote = await me.get(`${CHANGE_API.quote}?order=${id}`);
    expect(quote.statusCode).toBe(200);
    const q = quote.json<CancellationQuote>();
    expect(q.terms.kind).toBe('free');
    expect(q.termsText).toMatch(/^Cancelling is free/);
    expect(q.money.feeCents).toBe(0);
    expect(q.canReschedule).toBe(true);
    expect(q.policyText[0]).toBe('Cancellation is free until 5:00 PM ET on the day of booking.');

    // The dialog sends the fee it showed; the server's own fee is the same, so it goes through.
    const res = await me.post(CHANGE_API.cancel, { order: id, feeCents: q.money.feeCents });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', feeCents: 0 });
    const row = await storedOrder(w.t, id);
    expect(row).toMatchObject({
      booking_status: 'cancelled',
      cancelled_by: 'customer',
      cancel_fee_cents: 0,
      calendar_sequence: 1,
    });
    expect(await publicSlotIds(w.t)).toContain(slotId);

    const again = await me.post(CHANGE_API.cancel, { order: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.alreadyCancelled });
    expect((await me.get(`${CHANGE_API.quote}?order=${id}`)).statusCode).toBe(409);
    expect((await storedOrder(w.t, id)).calendar_sequence).toBe(1);

    const page = await me.get(`/cms-admin/api/my_inspection.php?id=${id}`);
    expect(page.json()).toMatchObject({
      status: 'Cancelled',
      cancellation: { by: 'customer', feeCents: 0, owedCents: 0 },
    });
  });

  it('answers 404 for an order of someone else, and for none', async () => {
    const { id } = await w.payLater('someone-else@example.test', 24 * 11);
    for (const res of [
      await me.get(`${CHANGE_API.quote}?order=${id}`),
      await me.post(CHANGE_API.cancel, { order: id }),
      await me.post(CHANGE_API.reschedule, { order: id, slot: 1 }),
      await me.post(CHANGE_API.cancel, { order: 999_999 }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await storedOrder(w.t, id)).booking_status).toBe('active');
  });

  it('refuses a past inspection with a clear message and changes nothing', async () => {
    const { id, slotId } = await w.payLater(ME, 24 * 12);
    await w.pastSlot(slotId, 2);
    const res = await me.post(CHANGE_API.cancel, { order: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.started });
    expect((await storedOrder(w.t, id)).booking_status).toBe('active');
  });

  it('needs the CSRF token and a signed-in customer', async () => {
    const { id } = await w.payLater(ME, 24 * 13);
    const forged = await me.post(CHANGE_API.cancel, { order: id }, { 'x-xsrf-token': 'nope' });
    expect(forged.statusCode).toBe(403);
    const anonymous = createAgent(w.t.app);
    await anonymous.get('/cms-admin/api/session.php');
    expect((await anonymous.post(CHANGE_API.cancel, { order: id })).statusCode).toBe(401);
    expect((await storedOrder(w.t, id)).booking_status).toBe('active');
  });

  it('a double click cancels once; the second is told', async () => {
    const { id } = await w.payLater(ME, 24 * 14);
    const [a, b] = await Promise.all([
      me.post(CHANGE_API.cancel, { order: id }),
      me.post(CHANGE_API.cancel, { order: id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const told = (a.statusCode === 409 ? a : b).json<{ error: string }>().error;
    expect([M.alreadyCancelled, M.busy]).toContain(told);
    const audits = await w.t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'customer-cancel')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
    expect((await storedOrder(w.t, id)).calendar_sequence).toBe(1);
  });

  it('is free while early, and costs the fee inside the window after the cut-off (clock moved)', async () => {
    const userId = await userIdOf(w.t, ME);
    const early = await w.payLater(ME, 24 * 15);
    const soon = await w.payLater(ME, 30);
    const at = await afterCutoff(w.t, soon.id);
    const quote = await cancellationQuote(await changeDepsAt(w.t, at), userId, soon.id);
    expect(quote.terms).toEqual({ kind: 'fee', feeCents: 7500, fullDay: false });
    expect(quote.money).toMatchObject({ feeCents: 7500, owedCents: 7500 });
    expect(quote.canReschedule).toBe(false);
    expect(quote.rescheduleRefusal).toContain('please call');

    const moved = rescheduleByCustomer(await changeDepsAt(w.t, at), userId, {
      orderId: soon.id,
      slotId: (await addSlots(w.t.app.db, [24 * 40]))[0] ?? 0,
    });
    await expect(moved).rejects.toThrow(/can no longer be moved online.*please call/);

    await cancelByCustomer(await changeDepsAt(w.t, at), userId, soon.id);
    expect(await storedOrder(w.t, soon.id)).toMatchObject({
      booking_status: 'cancelled',
      cancel_fee_cents: 7500,
    });
    await cancelByCustomer(await changeDepsAt(w.t, at), userId, early.id);
    expect((await storedOrder(w.t, early.id)).cancel_fee_cents).toBe(0);
  });

  it('a full-day slot costs the full-day fee', async () => {
    const userId = await userIdOf(w.t, ME);
    const { id, slotId } = await w.payLater(ME, 31);
    await w.t.app.db.updateTable('slots').set({ full_day: 1 }).where('id', '=', slotId).execute();
    const at = await afterCutoff(w.t, id);
    const quote = await cancellationQuote(await changeDepsAt(w.t, at), userId, id);
    expect(quote.terms).toEqual({ kind: 'fee', feeCents: 15000, fullDay: true });
  });

  it('refuses a fee other than the one the dialog showed (409, the new terms), then takes the one confirmed', async () => {
    const { id } = await w.payLater(ME, 30);
    // Booked three days ago: the same-day grace is over, so the server's clock says a fee now.
    const earlier = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    await w.t.app.db
      .updateTable('orders')
      .set({ created_at: earlier })
      .where('id', '=', id)
      .execute();
    const stale = await me.post(CHANGE_API.cancel, { order: id, feeCents: 0 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ error: string; quote: CancellationQuote }>();
    expect(body.error).toMatch(/^The cancellation terms changed while this page was open/);
    expect(body.error).toContain('Cancelling now costs $75.00');
    expect(body.error).toContain('the cancellation fee of $75.00 will be due from you');
    expect(body.quote).toMatchObject({ orderId: id, money: { feeCents: 7500 } });
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'active',
      calendar_sequence: 0,
    });
    const audits = await w.t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'customer-cancel')
      .execute();
    expect(audits).toHaveLength(0);

    const confirmed = await me.post(CHANGE_API.cancel, { order: id, feeCents: 7500 });
    expect(confirmed.statusCode).toBe(200);
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'cancelled',
      cancel_fee_cents: 7500,
    });
  });

  it('prices the fee on the order read under the claim: a move committed just before is seen', async () => {
    const userId = await userIdOf(w.t, ME);
    const { id } = await w.payLater(ME, 24 * 16);
    const [near = 0] = await addSlots(w.t.app.db, [30.5]);
    const deps = await changeDepsAt(w.t, await afterCutoff(w.t, id));
    // Far ahead the cancel is free; the move commits after its first read, before its claim.
    const db = afterFirstOrderRead(w.t.app.db, () => moveCommitted(w.t, id, near));
    const { feeCents } = await cancelByCustomer({ ...deps, db }, userId, id);
    expect(feeCents).toBe(7500);
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'cancelled',
      slot_id: near,
      cancel_fee_cents: 7500,
    });
  });

  it('moves no money once its claim lapsed and another change took the order', async () => {
    const userId = await userIdOf(w.t, ME);
    const { id } = await w.payNow(ME, 24 * 17, false);
    const calls: string[] = [];
    // While the gateway answers where the payment stands, the claim runs out and another takes it.
    const gateway = watchedGateway(w.t.app.gateway, calls, async () => {
      const other = new Date(Date.now() + 3_600_000).toISOString();
      await w.t.app.db
        .updateTable('orders')
        .set({ updated_at: other })
        .where('id', '=', id)
        .execute();
    });
    const deps = await changeDepsAt(w.t, new Date());
    await expect(cancelByCustomer({ ...deps, gateway }, userId, id)).rejects.toThrow(
      ORDER_CLAIM_MESSAGES.lost,
    );
    expect(calls).toEqual(['getTransactionDetails']);
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'active',
      payment_status: 'authorized',
    });

    // Once that other change is over, the cancel goes through and releases the hold.
    const now = new Date().toISOString();
    await w.t.app.db.updateTable('orders').set({ updated_at: now }).where('id', '=', id).execute();
    const done = await cancelByCustomer(await changeDepsAt(w.t, new Date()), userId, id);
    expect(done.money.outcome).toBe('voided');
  });

  it('the cancelling UPDATE names the slot it priced, and the claim it holds', async () => {
    const { id, slotId } = await w.payLater(ME, 24 * 18);
    const now = new Date().toISOString();
    const deps = { db: w.t.app.db, now: () => new Date(), leaseMs: 60_000 };
    const held = await claim(deps, id, { bookingStatus: 'active' });
    if (!held) throw new Error('the claim was refused');
    const { leaseUntil } = held;
    const facts = {
      by: 'customer' as const,
      feeCents: 0,
      paymentStatus: 'pending' as const,
      capturedCents: null,
    };
    const mark = (held: { leaseUntil: string; slotId: number }) =>
      cancelHeld(w.t.app.db, id, facts, held, now);
    const lost = ORDER_CLAIM_MESSAGES.lost;
    await expect(mark({ leaseUntil, slotId: slotId + 1 })).rejects.toThrow(lost);
    await expect(mark({ leaseUntil: now, slotId })).rejects.toThrow(lost);
    expect((await storedOrder(w.t, id)).booking_status).toBe('active');
    await expect(mark({ leaseUntil, slotId })).resolves.toBeUndefined();
    expect((await storedOrder(w.t, id)).booking_status).toBe('cancelled');
  });
});
