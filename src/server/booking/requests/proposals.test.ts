import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { REQUEST_MESSAGES } from '../../../shared/booking/order-requests';
import { MISFIT_TEXT } from '../../../shared/slots/free-times';
import { isTimeId, startOfTimeId, timeIdOf } from '../../../shared/slots/time-id';
import { NO_WORKING_HOURS } from '../../../shared/slots/working-hours';
import { DEFAULT_TIME_ZONE } from '../../../shared/time';
import { signedIn } from '../../../testing/admin-testing';
import { sandboxTransaction } from '../../../testing/sandbox-client';
import { waitForMail } from '../../../testing/smtp-catcher';
import { testDialects } from '../../../testing/test-app';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../../testing/orders-admin-test-kit';
import { listAudit } from '../../audit/audit.service';
import { saveAreaOf } from '../../areas/areas.service';
import { bookingConfirmation } from '../../settings/booking-confirmation.service';
import { getSiteSettings } from '../../settings/settings.service';
import { saveHours } from '../../slots/working-hours.service';
import { orderClaimLeaseMs } from '../orders/order-claim.service';
import { findOrderById } from '../orders/orders.repository';
import { lapseExpiredProposals } from './proposal-expiry.service';

// The office proposes a time the working hours give (decision 077): checked again on the server,
// taken as booking takes it, only of who covers the property's ZIP; and a proposal unanswered by
// the end of its hold lapses (the card hold voided, the time freed, the customer told).

const API = '/cms-admin/api';
const PAYER = 'payer@example.test';

describe.each(testDialects)('Proposed times on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect, { UNPAID_RESERVATIONS_PER_IP_DAY: '50' });
    await bookingConfirmation.set(w.t.app.db, 'office');
    // The business works every day from 8:00 to 18:00, a visit starting each hour.
    await saveHours(w.t.app.db, { id: w.adminId, at: new Date() }, null, {
      ...NO_WORKING_HOURS,
      weekly: Array.from({ length: 7 }, () => [{ from: 8 * 60, to: 18 * 60 }]),
      startEvery: 60,
    });
  }, 60_000);
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
  /** The times the order page offers to propose, by their option values. */
  const proposable = async (id: number, query = '') => {
    const page = (await w.admin.get(`${ORDERS_URL}?id=${id}${query}`)).body;
    const select = /id="propose-slot"[\s\S]*?<\/select>/.exec(page)?.[0] ?? '';
    return [...select.matchAll(/value="(\d+)"/g)].map((m) => Number(m[1]));
  };
  /** 10:00 (business time) on a day `days` ahead: a time the hours give. */
  const tenOClock = (days: number) =>
    timeIdOf(
      DateTime.now()
        .setZone(DEFAULT_TIME_ZONE)
        .plus({ days })
        .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
        .toMillis(),
    );

  it('lists the free times from a later day the office picks, and refuses a bad day', async () => {
    const { id } = await w.payLater({ email: 'later-day@example.test' });
    // Ten starts a day: the first page (50 times) ends within five days.
    const later = tenOClock(12);
    expect(await proposable(id)).not.toContain(later);
    const day = DateTime.fromMillis(startOfTimeId(later), { zone: DEFAULT_TIME_ZONE }).toISODate();
    const offered = await proposable(id, `&from=${day}`);
    expect(offered[0]).toBe(timeIdOf(startOfTimeId(later) - 2 * 3_600_000));
    expect(offered).toContain(later);
    // A day that is no date: said, and the nearest times listed as before.
    const page = (await w.admin.get(`${ORDERS_URL}?id=${id}&from=2027-02-30`)).body;
    expect(page).toContain(REQUEST_MESSAGES.fromDay);
    expect(page).toContain('id="propose-slot"');
    // The time picked from the later page is proposed like any other.
    const moved = await act('propose-time', id, { slot: String(later) });
    expect(flashOf(moved)).toContain(`Order #${id} now holds`);
  });

  it('offers times from working hours and moves the request to one, checked again', async () => {
    const { id } = await w.payLater({ email: 'hours@example.test' });
    const offered = await proposable(id);
    const hours = offered.filter(isTimeId);
    expect(hours.length).toBeGreaterThan(0);

    // Outside the hours (3:00 at night): refused with the reason, nothing moved.
    const night = timeIdOf(startOfTimeId(tenOClock(8)) - 7 * 3_600_000);
    const refused = await act('propose-time', id, { slot: String(night) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(MISFIT_TEXT.hours);

    const to = tenOClock(8);
    const res = await act('propose-time', id, { slot: String(to) });
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toContain(`Order #${id} now holds`);
    const moved = await order(id);
    expect(moved).toMatchObject({ bookingStatus: 'requested' });
    expect(Date.parse(moved.slotStart)).toBe(startOfTimeId(to));
    expect(moved.proposalExpiresAt).not.toBeNull();
    const row = await w.t.app.db
      .selectFrom('slots')
      .select('from_hours')
      .where('id', '=', moved.slotId)
      .executeTakeFirstOrThrow();
    expect(Number(row.from_hours)).toBe(1);
    await waitForMail(w.catcher, 'hours@example.test', /Another time for your inspection/);

    // That time is now held: not offered for another request, and refused if posted.
    const other = await w.payLater({ email: 'other@example.test' });
    expect(await proposable(other.id)).not.toContain(to);
    const again = await act('propose-time', other.id, { slot: String(to) });
    expect(again.statusCode).toBe(409);
  });

  it('offers and takes only times of who covers the property’s ZIP', async () => {
    const { id } = await w.payLater({ email: 'area@example.test' });
    // The business's own area no longer lists the request's ZIP (15232).
    await saveAreaOf(w.t.app.db, { id: w.adminId, at: new Date() }, null, ['99999']);
    try {
      expect((await proposable(id)).filter(isTimeId)).toEqual([]);
      const res = await act('propose-time', id, { slot: String(tenOClock(9)) });
      expect(res.statusCode).toBe(409);
      expect((await order(id)).proposedAt).toBeNull();
    } finally {
      await saveAreaOf(w.t.app.db, { id: w.adminId, at: new Date() }, null, []);
    }
  });

  it('holds a proposal for the hours set in Advanced; past them it lapses on accept', async () => {
    const saved = await w.post(
      { action: 'proposal-hold', proposalHoldHours: '2' },
      '/cms-admin/advanced.php',
    );
    expect(saved.statusCode).toBe(303);
    const { id, slotId, transactionId } = await w.payNow();
    await waitForMail(w.catcher, PAYER, /We received your inspection request/);
    const before = Date.now();
    expect((await act('propose-time', id, { slot: String(tenOClock(10)) })).statusCode).toBe(303);
    const proposed = await order(id);
    const expires = Date.parse(proposed.proposalExpiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
    expect(expires - before).toBeLessThan(2 * 3_600_000 + 60_000);
    const mail = await waitForMail(w.catcher, PAYER, /Another time for your inspection/);
    expect(mail.text).toContain('We hold it for you until');
    const page = (await w.admin.get(`${ORDERS_URL}?id=${id}`)).body;
    expect(page).toContain('Held for the customer until');

    // The hold ends: the customer's yes is refused, the request lapses, the card is released.
    await w.t.app.db
      .updateTable('orders')
      .set({ proposal_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const customer = await signedIn(w.t.app, w.catcher, PAYER);
    const accepted = await customer.post(`${API}/accept_inspection_time.php`, { order: id });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.body).toContain(REQUEST_MESSAGES.proposalLapsed);
    const lapsed = await order(id);
    expect(lapsed).toMatchObject({ bookingStatus: 'cancelled', paymentStatus: 'voided' });
    expect(lapsed.proposalLapsedAt).not.toBeNull();
    expect((await sandboxTransaction(w.t.app, transactionId)).status).toBe('voided');
    await waitForMail(w.catcher, PAYER, /has expired/);
    const [entry] = await listAudit(w.t.app.db, {
      limit: 1,
      entity: 'order',
      entityId: String(id),
    });
    expect(entry).toMatchObject({ action: 'proposal-lapsed' });

    // Both sides see it: the customer's page and the office's order page.
    const mine = await customer.get(`${API}/my_inspection.php?id=${id}`);
    expect(mine.json()).toMatchObject({ status: 'Cancelled' });
    expect(mine.json<{ proposalLapsedAt: string | null }>().proposalLapsedAt).not.toBeNull();
    expect((await w.admin.get(`${ORDERS_URL}?id=${id}`)).body).toContain('Expired unanswered');
    // The request's first time was freed at the proposal; the proposed one is free again now.
    const slots = await customer.get(`${API}/get_slots.php?future=true&limit=100`);
    expect(slots.json<{ id: number }[]>().map((s) => s.id)).toContain(slotId);
  });

  it('lapses every request past its hold in the job’s run, once', async () => {
    const { id } = await w.payLater({ email: 'job@example.test' });
    expect((await act('propose-time', id, { slot: String(tenOClock(11)) })).statusCode).toBe(303);
    const deps = {
      db: w.t.app.db,
      gateway: w.t.app.gateway,
      mailer: w.t.app.mailer,
      now: () => new Date(),
      leaseMs: orderClaimLeaseMs(1000),
      settings: await getSiteSettings(w.t.app.db, w.t.env),
      publicUrl: '',
      actorId: null,
    };
    // Not yet past its hold: nothing lapses.
    expect(await lapseExpiredProposals(deps)).toBe(0);
    await w.t.app.db
      .updateTable('orders')
      .set({ proposal_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await lapseExpiredProposals(deps)).toBe(1);
    expect(await lapseExpiredProposals(deps)).toBe(0);
    expect(await order(id)).toMatchObject({ bookingStatus: 'cancelled' });
    const mail = await waitForMail(w.catcher, 'job@example.test', /has expired/);
    expect(mail.text).toContain('your request is cancelled');
  });
});
