import type { Db } from '../db/database';
import { toIso } from '../db/values';
import type { Slot } from '../../shared/slots/slot';

type SlotRow = { id: number; starts_at: string | Date; title: string };
const toSlot = (r: SlotRow): Slot => ({ id: r.id, start: toIso(r.starts_at), title: r.title });

/**
 * Bookable slots ascending by start; with `from`, only those starting after it. A slot with an
 * active order is booked and leaves every list (issue 4).
 */
export async function listSlots(db: Db, opts: { from?: string; limit: number }): Promise<Slot[]> {
  let q = db
    .selectFrom('slots')
    .select(['id', 'starts_at', 'title'])
    .where('withdrawn_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.slot_id', '=', 'slots.id')
            .where('orders.booking_status', '=', 'active'),
        ),
      ),
    );
  if (opts.from) q = q.where('starts_at', '>', opts.from);
  const rows = await q.orderBy('starts_at').orderBy('id').limit(opts.limit).execute();
  return rows.map(toSlot);
}

export async function findSlot(db: Db, id: number): Promise<Slot | undefined> {
  const row = await db
    .selectFrom('slots')
    .select(['id', 'starts_at', 'title'])
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row && toSlot(row);
}

export async function countSlots(db: Db): Promise<number> {
  const row = await db
    .selectFrom('slots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSlots(
  db: Db,
  slots: { startsAt: string; title: string }[],
  now: string,
): Promise<void> {
  if (slots.length === 0) return;
  await db
    .insertInto('slots')
    .values(
      slots.map((s) => ({
        starts_at: s.startsAt,
        title: s.title,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
