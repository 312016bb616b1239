import type { Kysely } from 'kysely';
import { createTableWithId, ownedBy, requiredColumns, timeType } from './helpers';
import { createIndexes, createUniqueIndexes, dropTables } from './schema-steps';

// A realtor's link to one order's reports (only the token's SHA-256 is kept), the grants a click
// on it starts for a browser session, and the clicks counted per client for the rate limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'realtor_links')
    .addColumn('order_id', 'integer', ownedBy('orders.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .execute();
  await createIndexes(db, 'realtor_links', { realtor_links_order_id: ['order_id', 'expires_at'] });

  await createTableWithId(db, 'realtor_grants')
    // The browser session's id (anonymous sessions have no row, so no foreign key).
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('link_id', 'integer', ownedBy('realtor_links.id'))
    .$call(requiredColumns({ order_id: 'integer', created_at: time }))
    .execute();
  await createUniqueIndexes(db, 'realtor_grants', {
    realtor_grants_session_link: ['session_id', 'link_id'],
  });
  await createIndexes(db, 'realtor_grants', { realtor_grants_link_id: ['link_id'] });

  await createTableWithId(db, 'realtor_access_tries')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'realtor_access_tries', {
    realtor_access_tries_ip: ['ip', 'created_at'],
    realtor_access_tries_created_at: ['created_at'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['realtor_access_tries', 'realtor_grants', 'realtor_links']);
}
