import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../shared/slots/slot';
import { ADMIN, csrfOf, postForm, signedIn } from '../../testing/admin-testing';
import { listAudit } from '../audit/audit.service';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { closeTestApp } from '../../testing/payments-test-kit';
import { publicDataChanged } from '../cache/cache.service';
import { findAdminSlot, withdrawSlotRow } from './slots.repository';
import { utcToWallClock } from './slots-admin-schedule';
import {
  createSlot,
  createSlotsInBulk,
  deleteSlot,
  editSlot,
  SLOT_MESSAGES,
  type SlotWriter,
} from './slots-admin.service';

const URL = '/cms-admin/manage-inspection-slots.php';
const NY = 'America/New_York';

/** The message of the flash cookie a redirect-after-post sets. */
function flashOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const raw = res.cookies.find((c) => c.name === 'admin_flash')?.value;
  return (
    raw && (JSON.parse(Buffer.from(raw, 'base64url').toString()) as { message: string }).message
  );
}

describe.each(testDialects)('Slots admin on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;
  let w: SlotWriter;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: ADMIN,
      SEED_DEMO_SLOTS: 'false',
      // Several test bookings share one customer e-mail; the unpaid limit is not under test here.
      UNPAID_RESERVATIONS_PER_EMAIL: '50',
      UNPAID_RESERVATIONS_PER_IP_DAY: '50',
    });
    admin = await signedIn(t.app, catcher, ADMIN);
    const adminId = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN)
        .executeTakeFirstOrThrow()
    ).id;
    w = { db: t.app.db, dialect, by: { id: adminId, at: new Date() }, timeZone: NY };
  });
  afterAll(async () => {
    await closeTestApp(t);
    await catcher.stop();
  });

  const post = (fields: Record<string, string | string[]>, url = URL) =>
    postForm(t.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const publicSlots = async () =>
    (await t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=1000')).json() as Slot[];
  const listAdminSlotsById = async (id: number) => {
    const slot = await findAdminSlot(t.app.db, id);
    return slot ? [slot] : [];
  };
  const book = async (slotId: number) => {
    const customer = createAgent(t.app);
    await customer.get('/cms-admin/api/session.php');
    const res = await customer.post(
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(t.app.db, slotId),
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('creates many slots in the business zone across a daylight-saving change, audited', async () => {
    // Clocks fall back on Sunday 7 November 2027: 9:00 AM is 13:00 UTC before, 14:00 UTC after.
    const res = await post(
      {
        action: 'create-many',
        from: '2027-11-04',
        to: '2027-11-09',
        weekday: ['4', '1', '2'],
        times: '9:00 AM, 13:30',
        title: 'DST run',
      },
      `${URL}?bulk=1`,
    );
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toBe('Created 6 slots. None skipped.');
    const mine = (await publicSlots()).filter((s) => s.title === 'DST run');
    expect(mine.map((s) => s.start)).toEqual([
      '2027-11-04T13:00:00.000Z', // Thursday, EDT
      '2027-11-04T17:30:00.000Z',
      '2027-11-08T14:00:00.000Z', // Monday, EST
      '2027-11-08T18:30:00.000Z',
      '2027-11-09T14:00:00.000Z',
      '2027-11-09T18:30:00.000Z',
    ]);
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'slot' });
    expect(entry).toMatchObject({
      action: 'create-many',
      userEmail: ADMIN,
      details: { created: 6, duplicates: 0, title: 'DST run', timeZone: NY },
    });
  });

  it('skips a slot that already exists at the same start, and says how many', async () => {
    const again = await post(
      {
        action: 'create-many',
        from: '2027-11-08',
        to: '2027-11-10',
        weekday: ['1', '2', '3'],
        times: '9:00 AM, 1:30 PM',
        title: 'DST run',
      },
      `${URL}?bulk=1`,
    );
    expect(flashOf(again)).toBe('Created 2 slots. Skipped 4: 4 already existed.');
    expect((await publicSlots()).filter((s) => s.title === 'DST run')).toHaveLength(8);

    // Two administrators submitting the same plan at the same moment still make each slot once.
    const plan = {
      from: '2027-12-06',
      to: '2027-12-10',
      weekdays: [1, 2, 3, 4, 5],
      times: '8:00, 10:00, 12:00',
      title: 'Race',
    };
    const results = await Promise.all([
      createSlotsInBulk(w, plan),
      createSlotsInBulk(w, plan),
      createSlotsInBulk(w, plan),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([0, 0, 15]);
    expect((await publicSlots()).filter((s) => s.title === 'Race')).toHaveLength(15);
  });

  it('refuses a bulk form without days, with a bad time or past its cap, keeping the input', async () => {
    const base = { action: 'create-many', from: '2027-01-04', to: '2027-01-08', title: 'X' };
    const noDays = await post({ ...base, times: '9:00' }, `${URL}?bulk=1`);
    expect(noDays.statusCode).toBe(400);
    expect(noDays.body).toContain('Please choose at least one day of the week.');
    const badTime = await post({ ...base, weekday: '1', times: '9:00, 25:00' }, `${URL}?bulk=1`);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.body).toContain('is not a time.');
    expect(badTime.body).toContain('value="9:00, 25:00"');
    const huge = await post(
      { ...base, to: '2027-12-31', weekday: ['1', '2', '3', '4', '5'], times: '8:00, 12:00' },
      `${URL}?bulk=1`,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('at most 500 can be made at once');
  });

  it('creates one slot from its business-zone date and time; no duplicate, nothing past', async () => {
    const res = await post(
      { action: 'create', date: '2027-07-01', time: '10:15', title: 'Single' },
      `${URL}?new=1`,
    );
    expect(res.statusCode).toBe(303);
    expect((await publicSlots()).find((s) => s.title === 'Single')?.start).toBe(
      '2027-07-01T14:15:00.000Z',
    );
    const dup = await post(
      { action: 'create', date: '2027-07-01', time: '10:15', title: 'Other' },
      `${URL}?new=1`,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toContain(SLOT_MESSAGES.duplicate);
    const past = await post(
      { action: 'create', date: '2020-07-01', time: '10:15', title: 'Old' },
      `${URL}?new=1`,
    );
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(SLOT_MESSAGES.inPast);
  });

  it('lists upcoming and past slots, booked or free, in the business zone', async () => {
    const [pastId] = await addSlots(t.app.db, [-30], 'Yesterday slot');
    const [bookedId] = await addSlots(t.app.db, [30], 'Booked slot');
    const orderId = await book(bookedId!);
    const upcoming = await admin.get(URL);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.body).toContain('Thu, Jul 1, 2027 at 10:15 AM');
    expect(upcoming.body).toContain(`order ${orderId}, Dana`);
    expect(upcoming.body).not.toContain('Yesterday slot');
    const past = await admin.get(`${URL}?when=past`);
    expect(past.body).toContain('Yesterday slot');
    expect(past.body).not.toContain('Booked slot');
    expect(pastId).toBeGreaterThan(0);
  });

  it('retitles a booked slot but never moves it; moves a free one', async () => {
    const [bookedId, freeId] = await addSlots(t.app.db, [72, 96], 'Editable');
    await book(bookedId!);
    const [booked] = await listAdminSlotsById(bookedId!);
    await editSlot(w, bookedId!, { ...utcToWallClock(booked!.start, NY), title: 'Renamed' });
    expect(await listAdminSlotsById(bookedId!)).toEqual([{ ...booked, title: 'Renamed' }]);
    const move = await post(
      { action: 'save', id: String(bookedId), date: '2027-08-02', time: '09:00', title: 'Renamed' },
      `${URL}?edit=${bookedId}`,
    );
    expect(move.statusCode).toBe(409);
    expect(move.body).toContain(SLOT_MESSAGES.bookedMove);

    await editSlot(w, freeId!, { date: '2027-08-02', time: '9:00 AM', title: 'Moved' });
    expect((await publicSlots()).find((s) => s.id === freeId)).toMatchObject({
      start: '2027-08-02T13:00:00.000Z',
      title: 'Moved',
    });
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'slot' });
    expect(entry?.details).toMatchObject({ title: 'Moved', previousTitle: 'Editable' });
    await expect(
      editSlot(w, freeId!, { date: '2027-07-01', time: '10:15', title: 'Clash' }),
    ).rejects.toThrow(SLOT_MESSAGES.duplicate);
  });

  it('deletes a free slot; refuses a booked one until its order is cancelled', async () => {
    const [freeId, bookedId] = await addSlots(t.app.db, [120, 144], 'Deletable');
    await book(bookedId!);
    const refused = await post({ action: 'delete', id: String(bookedId) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(SLOT_MESSAGES.bookedDelete);
    await expect(deleteSlot(w, bookedId!)).rejects.toThrow(SLOT_MESSAGES.bookedDelete);

    const ok = await post({ action: 'delete', id: String(freeId) });
    expect(ok.statusCode).toBe(303);
    expect(flashOf(ok)).toMatch(/^Slot \w{3}, \w{3} \d+, \d{4} at \d+:\d\d [AP]M deleted\.$/);
    expect((await publicSlots()).some((s) => s.id === freeId)).toBe(false);
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'slot' });
    expect(entry).toMatchObject({ action: 'delete', entityId: String(freeId) });

    // A slot whose only order was cancelled is withdrawn: gone from lists and from booking, while
    // the cancelled order keeps pointing at it.
    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled' })
      .where('slot_id', '=', bookedId!)
      .execute();
    await publicDataChanged(t.app.db, t.app.db, 'slots');
    expect((await publicSlots()).some((s) => s.id === bookedId)).toBe(true);
    await deleteSlot(w, bookedId!);
    expect((await publicSlots()).some((s) => s.id === bookedId)).toBe(false);
    const kept = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('slot_id', '=', bookedId!)
      .execute();
    expect(kept.length).toBeGreaterThan(0);
    await expect(deleteSlot(w, bookedId!)).rejects.toThrow(SLOT_MESSAGES.notFound);
    expect((await post({ action: 'delete', id: '999999' })).statusCode).toBe(404);
  });

  it('never withdraws a slot booked again between the check and the write', async () => {
    const [slotId] = await addSlots(t.app.db, [168], 'Rebooked');
    await book(slotId!);
    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled' })
      .where('slot_id', '=', slotId!)
      .execute();
    await book(slotId!);
    // What deleteSlot writes after its check found only the cancelled order.
    expect(await withdrawSlotRow(t.app.db, slotId!, new Date().toISOString())).toBe(false);
    await expect(deleteSlot(w, slotId!)).rejects.toThrow(SLOT_MESSAGES.bookedDelete);
    const row = await t.app.db
      .selectFrom('slots')
      .select('withdrawn_at')
      .where('id', '=', slotId!)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBeNull();
  });

  it('creates a slot through the service exactly at the start it was given', async () => {
    const id = await createSlot(w, { date: '2027-09-09', time: '4:45 PM', title: 'Late' });
    await expect(
      createSlot(w, { date: '2027-02-30', time: '9:00 AM', title: 'No such day' }),
    ).rejects.toThrow('Please enter a valid date.');
    expect((await publicSlots()).find((s) => s.id === id)?.start).toBe('2027-09-09T20:45:00.000Z');
  });
});
