import type { Kysely } from 'kysely';
import { createTableWithId, ownedBy, requiredColumns, timeType } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// The repair requests a client builds from a published report: named drafts per order, the
// findings asked for (a copy of each finding as published, so a later version cannot change what
// was asked), and the seller's read-only links (the token only as its SHA-256). Decision 057.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'repair_requests')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'repair_requests', { repair_requests_order: ['order_id'] });
  await db.schema
    .createTable('repair_request_items')
    .addColumn('request_id', 'integer', ownedBy('repair_requests.id'))
    .$call(requiredColumns({ finding_id: 'varchar(36)', ask: 'varchar(20)' }))
    .addColumn('credit_cents', 'integer')
    .$call(
      requiredColumns({
        note: 'text',
        finding_text: 'text',
        severity: 'varchar(20)',
        location: 'varchar(200)',
        section_title: 'varchar(120)',
        item_title: 'varchar(120)',
        added_at: time,
      }),
    )
    .addPrimaryKeyConstraint('repair_request_items_pk', ['request_id', 'finding_id'])
    .execute();
  await createTableWithId(db, 'repair_request_links')
    .addColumn('request_id', 'integer', ownedBy('repair_requests.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['repair_request_links', 'repair_request_items', 'repair_requests']);
}
