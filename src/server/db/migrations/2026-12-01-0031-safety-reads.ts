import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { dropTables } from './schema-steps';

// Who confirmed reading each Safety finding of an order's published report, and when; and the one
// reminder an order gets while some are unread (its row is the claim, so it goes once). Decision 058.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('report_safety_reads')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('finding_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('read_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reader', 'varchar(200)', (c) => c.notNull())
    .addColumn('read_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_safety_reads_pk', ['order_id', 'finding_id'])
    .execute();
  await db.schema
    .createTable('report_safety_reminders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('unread', 'integer', (c) => c.notNull())
    .addColumn('sent_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['report_safety_reminders', 'report_safety_reads']);
}
