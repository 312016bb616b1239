import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RescheduleTimes } from '../../../shared/portal/order-changes';
import { NO_WORKING_HOURS } from '../../../shared/slots/working-hours';
import { isTimeId, startOfTimeId } from '../../../shared/slots/time-id';
import { CHANGE_API, storedOrder, userIdOf } from '../../../testing/order-changes-test-kit';
import { type PortalWorld, portalWorld } from '../../../testing/portal-test-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { saveHours } from '../../slots/working-hours.service';

// Rescheduling offers the times working hours give for the order's own visit, beside hand-made
// slots, and moving to one takes it as booking does (a slot row made in the move's transaction).

describe.each(testDialects)('Reschedule to a time from working hours on %s', (dialect) => {
  let w: PortalWorld;
  const ME = 'hours-mover@example.test';
  let me: TestAgent;

  beforeAll(async () => {
    w = await portalWorld(dialect);
    await w.payLater(ME, 24 * 20);
    me = await w.signIn(ME);
    const by = { id: await userIdOf(w.t, ME), at: new Date() };
    await saveHours(w.t.app.db, by, null, {
      ...NO_WORKING_HOURS,
      weekly: Array.from({ length: 7 }, () => [{ from: 8 * 60, to: 18 * 60 }]),
      startEvery: 60,
    });
  }, 60_000);
  afterAll(() => w.close());

  it('lists times from the hours and moves the order to one', async () => {
    const { id } = await w.payLater(ME, 24 * 10);
    const res = await me.get(`/cms-admin/api/reschedule_times.php?order=${id}`);
    expect(res.statusCode).toBe(200);
    const times = res.json<RescheduleTimes>().slots.filter((s) => isTimeId(s.id));
    expect(times.length).toBeGreaterThan(0);
    // A week ahead: far from the notice and from the order's own visit.
    const to = times.find((s) => Date.parse(s.start) > Date.now() + 7 * 86_400_000)!;
    expect(to).toBeDefined();

    const moved = await me.post(CHANGE_API.reschedule, { order: id, slot: to.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ start: string }>().start).toBe(to.start);
    const after = await storedOrder(w.t, id);
    const row = await w.t.app.db
      .selectFrom('slots')
      .select(['starts_at', 'from_hours'])
      .where('id', '=', after.slot_id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.starts_at).getTime()).toBe(startOfTimeId(to.id));
    expect(Number(row.from_hours)).toBe(1);

    // The time is now taken: a second order moving there is refused, nothing changed.
    const { id: other } = await w.payLater(ME, 24 * 11);
    const again = await me.post(CHANGE_API.reschedule, { order: other, slot: to.id });
    expect(again.statusCode).toBe(409);
  });
});
