import type { Kysely } from 'kysely';
import { zeroByDefault } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// A visit's length: the minutes each service adds (0 on a home size: the default base), and on
// each order the minutes and the full-day flag the server worked out when it was booked, so the
// cancellation fee follows the visit booked whatever the threshold becomes later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'services', [['minutes', 'integer', zeroByDefault]]);
  await addColumns(db, 'orders', [
    ['visit_minutes', 'integer'],
    ['visit_full_day', 'integer', zeroByDefault],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['visit_full_day', 'visit_minutes']);
  await dropColumns(db, 'services', ['minutes']);
}
