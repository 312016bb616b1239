import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSuite } from '../../testing/admin-testing';
import { addInspector } from '../../testing/inspectors-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { type OtherConnection, otherConnection } from '../../testing/other-connection';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { deleteSlot, editSlot, SLOT_MESSAGES, type SlotWriter } from './slots-admin.service';
import { utcToWallClock } from './slots-admin-schedule';
import { findAdminSlot } from './slots.repository';
import { SLOT_UNKNOWN } from '../../shared/booking/messages';

// A booking and an administrator's change of the same slot, interleaved on PostgreSQL: another
// connection plays one side, holding the slot row while the app's side starts and waits on it.
// (SQLite runs one transaction at a time, so there is nothing to interleave.)

const ORDERS = '/cms-admin/api/inspection_orders.php';

describe.runIf(testDialects.includes('postgres'))('a slot held on PostgreSQL', () => {
  const s = adminSuite('postgres', {
    SEED_DEMO_SLOTS: 'false',
    UNPAID_RESERVATIONS_PER_EMAIL: '50',
    UNPAID_RESERVATIONS_PER_IP_DAY: '50',
  });
  let w: SlotWriter;
  let other: OtherConnection;

  beforeAll(async () => {
    const admin = await s.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN)
      .executeTakeFirstOrThrow();
    w = {
      db: s.app.db,
      dialect: 'postgres',
      by: { id: admin.id, at: new Date() },
      timeZone: 'UTC',
    };
    other = await otherConnection(s.t.database.url);
  });
  afterAll(() => other.end());

  const book = async (slotId: number, email: string) => {
    const customer = createAgent(s.app);
    await customer.get('/cms-admin/api/session.php');
    return customer.post(ORDERS, await validSubmission(s.app.db, slotId, email));
  };
  const slotRow = (slotId: number) =>
    s.app.db
      .selectFrom('slots')
      .select(['withdrawn_at', 'inspector_id'])
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (error: Error) => error.message,
    );

  it('refuses a booking whose slot was withdrawn while it waited', async () => {
    const [slotId] = await addSlots(s.app.db, [72], 'Withdrawn meanwhile');
    await other.holdSlot(slotId!);
    const booking = book(slotId!, 'waiting@example.test');
    await other.someoneWaits();
    await other.query('update slots set withdrawn_at = now() where id = $1', [slotId]);
    await other.query('commit');
    const res = await booking;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SLOT_UNKNOWN });
    const orders = await s.app.db
      .selectFrom('orders')
      .select('id')
      .where('slot_id', '=', slotId!)
      .execute();
    expect(orders).toEqual([]);
  });

  it('refuses to delete a slot booked while the deletion waited, and leaves it offered', async () => {
    const [slotId] = await addSlots(s.app.db, [73], 'Booked meanwhile');
    const first = await book(slotId!, 'first@example.test');
    expect(first.statusCode).toBe(201);
    const orderId = (first.json() as { id: number }).id;
    await s.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled' })
      .where('id', '=', orderId)
      .execute();
    // The other connection books the slot again (its order active once more), slowly.
    await other.holdSlot(slotId!);
    await other.query(`update orders set booking_status = 'active' where id = $1`, [orderId]);
    const deleting = outcome(deleteSlot(w, slotId!));
    await other.someoneWaits();
    await other.query('commit');
    expect(await deleting).toBe(SLOT_MESSAGES.bookedDelete);
    expect((await slotRow(slotId!)).withdrawn_at).toBeNull();
  });

  it('refuses to give a slot to another inspector when an order moved onto it meanwhile', async () => {
    const inspectorId = await addInspector(s, {
      email: 'held-inspector@example.test',
      firstName: 'Hal',
      lastName: 'Held',
    });
    const [fromId, toId] = await addSlots(s.app.db, [74, 75], 'Moved onto');
    const booked = await book(fromId!, 'mover@example.test');
    expect(booked.statusCode).toBe(201);
    const orderId = (booked.json() as { id: number }).id;
    const slot = await findAdminSlot(s.app.db, toId!);
    // The other connection moves the order onto the slot (a customer's reschedule), slowly.
    await other.holdSlot(toId!);
    await other.query('update orders set slot_id = $1 where id = $2', [toId, orderId]);
    const reassigning = outcome(
      editSlot(w, toId!, {
        ...utcToWallClock(slot!.start, 'UTC'),
        title: slot!.title,
        inspectorId,
      }),
    );
    await other.someoneWaits();
    await other.query('commit');
    expect(await reassigning).toBe(SLOT_MESSAGES.bookedReassign);
    expect((await slotRow(toId!)).inspector_id).toBeNull();
  });
});
