import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES as M } from '../../../shared/portal/order-change-messages';
import { addSlots } from '../../../testing/order-test-kit';
import { CHANGE_API, publicSlotIds, storedOrder } from '../../../testing/order-changes-test-kit';
import { type PortalWorld, portalWorld } from '../../../testing/portal-test-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';

// The customer moves an order to another free slot: one conditional UPDATE. A taken, past or
// withdrawn slot is refused with nothing changed; two tabs at once: one wins, the other is told.

describe.each(testDialects)('Customer reschedule on %s', (dialect) => {
  let w: PortalWorld;
  const ME = 'move-customer@example.test';
  const OTHER = 'move-other@example.test';
  let me: TestAgent;
  let other: TestAgent;
  let hours = 24 * 30;
  const freeSlots = async (n: number) =>
    addSlots(
      w.t.app.db,
      Array.from({ length: n }, () => (hours += 1)),
    );

  beforeAll(async () => {
    w = await portalWorld(dialect);
    await w.payLater(ME, 24 * 20);
    await w.payLater(OTHER, 24 * 21);
    me = await w.signIn(ME);
    other = await w.signIn(OTHER);
  }, 60_000);
  afterAll(() => w.close());

  it('moves the order: the new slot taken, the old one free, the cart names the new slot', async () => {
    const { id, slotId: old } = await w.payLater(ME, 24 * 10);
    const [to = 0] = await freeSlots(1);
    const before = await storedOrder(w.t, id);
    const res = await me.post(CHANGE_API.reschedule, { order: id, slot: to });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, slotId: to });
    const after = await storedOrder(w.t, id);
    expect(after).toMatchObject({ slot_id: to, booking_status: 'active', calendar_sequence: 1 });
    expect(after.rescheduled_at).not.toBeNull();
    expect(after.total_cents).toBe(before.total_cents);
    expect(JSON.parse(after.cart)).toMatchObject({ selectedSlotId: to, selectedSlot: { id: to } });
    const open = await publicSlotIds(w.t);
    expect(open).toContain(old);
    expect(open).not.toContain(to);
    const page = await me.get(`/cms-admin/api/my_inspection.php?id=${id}`);
    expect(page.json<{ start: string }>().start).toBe(res.json<{ start: string }>().start);
  });

  it('refuses a taken, past, withdrawn, unknown or the same slot, and changes nothing', async () => {
    const { id, slotId } = await w.payLater(ME, 24 * 11);
    const { slotId: taken } = await w.payLater(OTHER, 24 * 12);
    const [past = 0, withdrawn = 0] = await freeSlots(2);
    await w.pastSlot(past, 3);
    await w.t.app.db
      .updateTable('slots')
      .set({ withdrawn_at: new Date().toISOString() })
      .where('id', '=', withdrawn)
      .execute();
    const cases: [number, string][] = [
      [taken, M.slotTaken],
      [past, M.slotPassed],
      [withdrawn, M.slotUnknown],
      [999_999, M.slotUnknown],
      [slotId, M.sameSlot],
    ];
    for (const [slot, message] of cases) {
      const res = await me.post(CHANGE_API.reschedule, { order: id, slot });
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await storedOrder(w.t, id)).toMatchObject({ slot_id: slotId, calendar_sequence: 0 });
  });

  it('refuses a cancelled order', async () => {
    const { id } = await w.payLater(ME, 24 * 13);
    await w.cancel(id);
    const [to = 0] = await freeSlots(1);
    const res = await me.post(CHANGE_API.reschedule, { order: id, slot: to });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.alreadyCancelled });
  });

  it('20 moves of one order at once to different slots: exactly one wins, the others are told', async () => {
    const { id, slotId: from } = await w.payLater(ME, 24 * 14);
    const targets = await freeSlots(20);
    // Each request names the slot its page showed, as the order page sends it.
    const answers = await Promise.all(
      targets.map((slot) => me.post(CHANGE_API.reschedule, { order: id, slot, from })),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json()).toEqual({ error: M.changedElsewhere });
    }
    const after = await storedOrder(w.t, id);
    expect(after.slot_id).toBe(won[0]?.json<{ slotId: number }>().slotId);
    expect(after.calendar_sequence).toBe(1);
    const open = await publicSlotIds(w.t);
    expect(targets.filter((s) => !open.includes(s))).toEqual([after.slot_id]);
  });

  it('two orders racing for one slot: one gets it, the other is told it was taken', async () => {
    const mine = await w.payLater(ME, 24 * 15);
    const theirs = await w.payLater(OTHER, 24 * 16);
    const [slot = 0] = await freeSlots(1);
    const [a, b] = await Promise.all([
      me.post(CHANGE_API.reschedule, { order: mine.id, slot }),
      other.post(CHANGE_API.reschedule, { order: theirs.id, slot }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ error: M.slotTaken });
    const holders = await w.t.app.db
      .selectFrom('orders')
      .select('id')
      .where('slot_id', '=', slot)
      .where('booking_status', '=', 'active')
      .execute();
    expect(holders).toHaveLength(1);
  });
});
