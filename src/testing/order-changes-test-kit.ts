import type { OrderChangeDeps } from '../server/booking/changes/order-changes.service';
import { moveOrderToSlot } from '../server/booking/orders/orders.repository';
import type { Db } from '../server/db/database';
import type { PaymentGateway } from '../server/payments/gateway/gateway.types';
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

type AnyFunction = (...args: unknown[]) => unknown;

/** A query builder whose execute* answers only after `after` ran (its chained builders too). */
function runsAfter<T extends object>(builder: T, after: () => Promise<void>): T {
  return new Proxy(builder, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const out = (value as AnyFunction).apply(target, args);
        if (typeof prop === 'string' && prop.startsWith('execute'))
          return Promise.resolve(out).then(async (answer) => {
            await after();
            return answer;
          });
        return out && typeof out === 'object' && 'execute' in out ? runsAfter(out, after) : out;
      };
    },
  });
}

/**
 * `db` that runs `meanwhile` once, right after its first read of the orders table answered (and
 * gave its connection back): what another request commits between a service's first read of an
 * order and its claim.
 */
export function afterFirstOrderRead(db: Db, meanwhile: () => Promise<void>): Db {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await meanwhile();
  };
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (prop !== 'selectFrom') return (value as AnyFunction).bind(target);
      return (...args: unknown[]) => {
        const builder = (value as AnyFunction).apply(target, args) as object;
        return !done && args[0] === 'orders' ? runsAfter(builder, once) : builder;
      };
    },
  });
}

/** Commits a reschedule of the order to `toSlotId`, as the customer's move writes it. */
export async function moveCommitted(t: TestApp, orderId: number, toSlotId: number): Promise<void> {
  const row = await storedOrder(t, orderId);
  const move = { fromSlotId: row.slot_id, toSlotId, cartJson: row.cart };
  if (!(await moveOrderToSlot(t.app.db, orderId, move, new Date().toISOString())))
    throw new Error(`order ${orderId} did not move`);
}

/** The gateway, recording each call by name; `afterDetails` runs once a details call answered. */
export function watchedGateway(
  gateway: PaymentGateway,
  calls: string[],
  afterDetails: () => Promise<void> = async () => {},
): PaymentGateway {
  return new Proxy(gateway, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        calls.push(String(prop));
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(
          target,
          args,
        );
        if (prop === 'getTransactionDetails') await afterDetails();
        return answer;
      };
    },
  });
}
