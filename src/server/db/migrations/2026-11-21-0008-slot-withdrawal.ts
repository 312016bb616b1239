import type { Kysely } from 'kysely';
import { timeType } from './helpers';

// A slot that only cancelled orders refer to cannot be deleted (they keep their record); the
// administrator's delete withdraws it instead, and every list and booking then ignores it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slots').addColumn('withdrawn_at', timeType(db)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slots').dropColumn('withdrawn_at').execute();
}
