import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RescheduleTimes } from '../../../shared/portal/order-changes';
import {
  inspectorGoneText,
  ORDER_CHANGE_MESSAGES as M,
  otherInspectorText,
} from '../../../shared/portal/order-change-messages';
import { publicDataChanged } from '../../cache/cache.service';
import { makeInspector } from '../../../testing/inspector-portal-kit';
import { CHANGE_API, storedOrder } from '../../../testing/order-changes-test-kit';
import { validSubmission } from '../../../testing/order-test-kit';
import {
  API,
  outboxDelivered,
  type PortalWorld,
  portalWorld,
} from '../../../testing/portal-test-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { inspectorRuleOf } from './reschedule-slot';

// Reschedule keeps the inspector the customer chose: a named inspector's order lists and moves to
// that inspector's times only; an "any inspector" order sees the merged times and the server keeps
// its current inspector when free then; another's, or an inactive inspector's, slot is a 409.

const HOUR = 3_600_000;
const PHONE = /please call \S/;

describe.each(testDialects)('Reschedule and the inspector on %s', (dialect) => {
  let w: PortalWorld;
  let at = Date.now() + 24 * 50 * HOUR;
  /** A start of its own for each test, on the hour. */
  const nextStart = () => {
    at += 24 * HOUR;
    return new Date(Math.floor(at / HOUR) * HOUR).toISOString();
  };
  const slot = async (inspectorId: number | null, startIso: string) => {
    const now = new Date().toISOString();
    const row = await w.t.app.db
      .insertInto('slots')
      .values({
        starts_at: startIso,
        title: 'Home inspection',
        inspector_id: inspectorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publicDataChanged(w.t.app.db, w.t.app.db, 'slots');
    return row.id;
  };
  const inspector = async (email: string, first: string, last: string) => {
    const { inspectorId } = await makeInspector(w.t.app.db, email, { first, last });
    await w.t.app.db
      .updateTable('inspectors')
      .set({ shown: 1 })
      .where('id', '=', inspectorId)
      .execute();
    return inspectorId;
  };
  /** Takes the inspector role away, as the Users admin does when someone leaves. */
  const retire = async (inspectorId: number) => {
    const row = await w.t.app.db
      .selectFrom('inspectors')
      .select('user_id')
      .where('id', '=', inspectorId)
      .executeTakeFirstOrThrow();
    await w.t.app.db
      .updateTable('users')
      .set({ roles: '[]' })
      .where('id', '=', row.user_id)
      .execute();
  };
  /** A pay-later order through the order API, with the inspector the customer chose (null: any). */
  const book = async (email: string, slotId: number, inspectorId: number | null) => {
    const agent = createAgent(w.t.app);
    await agent.get(`${API}/session.php`);
    const body = await validSubmission(w.t.app.db, slotId, email);
    body.cart.inspectorId = inspectorId;
    const res = await agent.post(`${API}/inspection_orders.php`, body);
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const timesOf = async (agent: TestAgent, id: number) => {
    const res = await agent.get(`${API}/reschedule_times.php?order=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<RescheduleTimes>();
  };
  const move = (agent: TestAgent, order: number, slotId: number) =>
    agent.post(CHANGE_API.reschedule, { order, slot: slotId });

  let dana: number;
  let marcus: number;
  beforeAll(async () => {
    w = await portalWorld(dialect);
    dana = await inspector('dana@team.test', 'Dana', 'Whitfield');
    marcus = await inspector('marcus@team.test', 'Marcus', 'Lee');
  }, 60_000);
  afterAll(() => w.close());

  it('a named inspector’s order lists and moves to their times only; another’s slot is a 409', async () => {
    const [t0, t1] = [nextStart(), nextStart()];
    const danaT0 = await slot(dana, t0);
    const marcusT1 = await slot(marcus, t1);
    const danaT1 = await slot(dana, t1);
    const email = 'named-inspector@example.test';
    const id = await book(email, danaT0, dana);
    const me = await w.signIn(email);

    const times = await timesOf(me, id);
    expect(times).toMatchObject({
      inspector: 'Dana Whitfield',
      anyInspector: false,
      refusal: null,
    });
    expect(times.slots.map((s) => s.id)).toContain(danaT1);
    expect(times.slots.map((s) => s.id)).not.toContain(marcusT1);

    const refused = await move(me, id, marcusT1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: otherInspectorText('Dana Whitfield') });
    expect(await storedOrder(w.t, id)).toMatchObject({ slot_id: danaT0, calendar_sequence: 0 });

    const moved = await move(me, id, danaT1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ slotId: danaT1, start: t1, inspector: 'Dana Whitfield' });
    await outboxDelivered(w.t);
    const mail = await waitForMail(w.catcher, email, /moved to/);
    expect(mail.text).toContain('Inspector: Dana Whitfield');
  });

  it('refuses every move once the named inspector no longer takes bookings, with the phone', async () => {
    const leaving = await inspector('leaving@team.test', 'Lee', 'Leaving');
    const [t0, t1] = [nextStart(), nextStart()];
    const booked = await slot(leaving, t0);
    const later = await slot(leaving, t1);
    const email = 'inspector-left@example.test';
    const id = await book(email, booked, leaving);
    const me = await w.signIn(email);
    await retire(leaving);

    const times = await timesOf(me, id);
    expect(times.slots).toEqual([]);
    expect(times.refusal).toMatch(/^Lee Leaving is no longer taking bookings online/);
    expect(times.refusal).toMatch(PHONE);
    const res = await move(me, id, later);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(times.refusal);
    expect((await storedOrder(w.t, id)).slot_id).toBe(booked);
    expect(inspectorGoneText('Lee Leaving', '1')).toContain('please call 1.');
  });

  it('an any-inspector order sees merged times; its inspector is kept when free, else another takes it', async () => {
    const [t0, t1, t2, t3] = [nextStart(), nextStart(), nextStart(), nextStart()];
    const danaT0 = await slot(dana, t0);
    // Marcus's slot at T1 is made first, so it stands for the time in the merged list.
    const marcusT1 = await slot(marcus, t1);
    const danaT1 = await slot(dana, t1);
    const marcusT2 = await slot(marcus, t2);
    const gone = await inspector('gone@team.test', 'Gail', 'Gone');
    const goneT3 = await slot(gone, t3);
    await retire(gone);
    const email = 'any-inspector@example.test';
    const id = await book(email, danaT0, null);
    const me = await w.signIn(email);

    const times = await timesOf(me, id);
    expect(times).toMatchObject({ inspector: null, anyInspector: true, refusal: null });
    const listed = times.slots.filter((s) => [t0, t1, t2, t3].includes(s.start));
    expect(listed.map((s) => [s.id, s.start])).toEqual([
      [marcusT1, t1],
      [marcusT2, t2],
    ]);

    // Marcus's id was sent for T1, but Dana, who has the order now, is free then: she keeps it.
    const kept = await move(me, id, marcusT1);
    expect(kept.statusCode).toBe(200);
    expect(await storedOrder(w.t, id)).toMatchObject({ slot_id: danaT1 });
    // Only Marcus is free at T2: the order goes to him.
    const other = await move(me, id, marcusT2);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ slotId: marcusT2, inspector: 'Marcus Lee' });

    const inactive = await move(me, id, goneT3);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ error: M.inspectorUnavailable });
    // The same time through another inspector's id is the time it already has.
    const free = await slot(dana, t2);
    const same = await move(me, id, free);
    expect(same.json()).toEqual({ error: M.sameSlot });
    expect((await storedOrder(w.t, id)).slot_id).toBe(marcusT2);
  });

  it('keeps the slot’s inspector when the stored cart does not say how it was booked', async () => {
    const [t0, t1] = [nextStart(), nextStart()];
    const danaT0 = await slot(dana, t0);
    const marcusT1 = await slot(marcus, t1);
    const email = 'older-cart@example.test';
    const id = await book(email, danaT0, null);
    const row = await storedOrder(w.t, id);
    const older = JSON.parse(row.cart) as Record<string, unknown>;
    delete older.inspectorId;
    await w.t.app.db
      .updateTable('orders')
      .set({ cart: JSON.stringify(older) })
      .where('id', '=', id)
      .execute();
    expect(inspectorRuleOf({ cartJson: JSON.stringify(older), slotInspectorId: dana })).toEqual({
      kind: 'keep',
      inspectorId: dana,
    });
    expect(inspectorRuleOf({ cartJson: 'not json', slotInspectorId: null })).toEqual({
      kind: 'keep',
      inspectorId: null,
    });
    const me = await w.signIn(email);
    expect((await timesOf(me, id)).inspector).toBe('Dana Whitfield');
    const res = await move(me, id, marcusT1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: otherInspectorText('Dana Whitfield') });
  });
});
