import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES as M } from '../../../shared/portal/order-change-messages';
import { addSlots } from '../../../testing/order-test-kit';
import { CHANGE_API, storedOrder } from '../../../testing/order-changes-test-kit';
import { type OtherConnection, otherConnection } from '../../../testing/other-connection';
import { type PortalWorld, portalWorld } from '../../../testing/portal-test-kit';
import { testDialects } from '../../../testing/test-app';

// A customer's move and an administrator's withdrawal of the slot it moves to, interleaved on
// PostgreSQL: the move waits on the slot's row and is refused once the slot is gone.

describe.runIf(testDialects.includes('postgres'))('a reschedule onto a held slot', () => {
  let w: PortalWorld;
  let other: OtherConnection;
  const ME = 'held-move@example.test';

  beforeAll(async () => {
    w = await portalWorld('postgres');
    other = await otherConnection(w.t.database.url);
  }, 60_000);
  afterAll(async () => {
    await other.end();
    await w.close();
  });

  it('is refused when the slot was withdrawn while it waited, and the order stays put', async () => {
    const { id, slotId: from } = await w.payLater(ME, 24 * 10);
    const me = await w.signIn(ME);
    const [to] = await addSlots(w.t.app.db, [24 * 12], 'Withdrawn meanwhile');
    await other.holdSlot(to!);
    const move = me.post(CHANGE_API.reschedule, { order: id, slot: to });
    await other.someoneWaits();
    await other.query('update slots set withdrawn_at = now() where id = $1', [to]);
    await other.query('commit');
    const res = await move;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.slotTaken });
    expect(await storedOrder(w.t, id)).toMatchObject({ slot_id: from, calendar_sequence: 0 });
  });
});
