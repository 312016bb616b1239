import type { OrderChangeDeps } from '../server/booking/order-changes.service';
import { getCancellationPolicy } from '../server/settings/cancellation-policy.service';
import { getSiteSettings } from '../server/settings/settings.service';
import { sameDayCutoffAt } from '../shared/booking/cancellation-policy';
import { API } from './portal-test-kit';
import type { TestApp } from './test-app';

// Helpers for the cancel and reschedule tests (not a test file): the service's deps at a chosen
// moment (the clock moved), the order's stored facts, and the public slot list.

export const CHANGE_API = {
  quote: `${API}/cancellation_quote.php`,
  cancel: `${API}/cancel_inspection.php`,
  reschedule: `${API}/reschedule_inspection.php`,
};

/** The customer services' deps with the clock standing at `now`. */
export async function changeDepsAt(t: TestApp, now: Date): Promise<OrderChangeDeps> {
  return {
    db: t.app.db,
    gateway: t.app.gateway,
    mailer: t.app.mailer,
    now: () => now,
    leaseMs: 60_000,
    settings: await getSiteSettings(t.app.db, t.app.env),
    policy: await getCancellationPolicy(t.app.db),
    publicUrl: t.app.env.PUBLIC_URL,
  };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The order's row as stored (the facts a change writes). */
export async function storedOrder(t: TestApp, id: number) {
  const row = await t.app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, calendar_sequence: Number(row.calendar_sequence) };
}

/** A moment after the same-day cut-off of the order's booking day (and after now). */
export async function afterCutoff(t: TestApp, orderId: number): Promise<Date> {
  const row = await storedOrder(t, orderId);
  const { timeZone } = await getSiteSettings(t.app.db, t.app.env);
  const policy = await getCancellationPolicy(t.app.db);
  const createdAt = new Date(row.created_at).toISOString();
  const cutoff = Date.parse(sameDayCutoffAt(createdAt, policy.sameDayCutoff, timeZone));
  return new Date(Math.max(Date.now(), cutoff) + 60_000);
}

/** The ids get_slots.php?future=true answers (the public list a booking picks from). */
export async function publicSlotIds(t: TestApp): Promise<number[]> {
  const res = await t.app.inject({ url: `${API}/get_slots.php?future=true&limit=1000` });
  return res.json<{ id: number }[]>().map((s) => s.id);
}
