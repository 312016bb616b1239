import type { Kysely } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// A realtor's link to one order's reports (only the token's SHA-256 is kept), the grants a click
// on it starts for a browser session, and the clicks counted per client for the rate limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('realtor_links')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .execute();
  await db.schema
    .createIndex('realtor_links_order_id')
    .on('realtor_links')
    .columns(['order_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('realtor_grants')
    .addColumn('id', idType(db), idColumn(db))
    // The browser session's id (anonymous sessions have no row, so no foreign key).
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('link_id', 'integer', (c) =>
      c.notNull().references('realtor_links.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('realtor_grants_session_link')
    .on('realtor_grants')
    .columns(['session_id', 'link_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('realtor_grants_link_id')
    .on('realtor_grants')
    .column('link_id')
    .execute();

  await db.schema
    .createTable('realtor_access_tries')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('realtor_access_tries_ip')
    .on('realtor_access_tries')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('realtor_access_tries_created_at')
    .on('realtor_access_tries')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('realtor_access_tries').execute();
  await db.schema.dropTable('realtor_grants').execute();
  await db.schema.dropTable('realtor_links').execute();
}
