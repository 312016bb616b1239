import { type Kysely, sql } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// A team and promotions. Inspectors: a profile per user with the inspector role (name, e-mail
// and phone stay on the user), each slot belongs to one (the same start once per inspector; a
// slot without one is the business's, as before), and each inspector's calendar feed tokens
// (only the SHA-256 is kept; a revoked one answers 404). Discounts: codes stored upper-case, a
// use counter raised by a conditional UPDATE so the last use cannot be taken twice, one use row
// per order, and the code and amount written on the order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('inspectors')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_type', 'varchar(32)')
    // Base64 of a small image (the admin form limits its size).
    .addColumn('photo_data', 'text')
    .addColumn('photo_updated_at', time)
    // 1: named on the site, and customers may choose this inspector.
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inspector_feeds')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('inspector_id', 'integer', (c) => c.notNull().references('inspectors.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .execute();
  await db.schema
    .createIndex('inspector_feeds_inspector_id')
    .on('inspector_feeds')
    .column('inspector_id')
    .execute();

  await db.schema
    .alterTable('slots')
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id'))
    .execute();
  // One start per inspector (the business's own slots count as inspector 0).
  await sql`create unique index slots_inspector_start on slots (coalesce(inspector_id, 0), starts_at) where withdrawn_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('discounts')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    // percent: `percent` of the eligible lines; fixed: `amount_cents` off them.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount_cents', 'integer')
    // JSON array of service ids, or null for every service.
    .addColumn('service_ids', 'text')
    .addColumn('valid_from', time)
    .addColumn('valid_to', time)
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_customer', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('discount_uses')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('customer_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    // Set when the order is cancelled: the use goes back to the code.
    .addColumn('released_at', time)
    .execute();
  await db.schema
    .createIndex('discount_uses_customer')
    .on('discount_uses')
    .columns(['discount_id', 'customer_email'])
    .execute();

  await db.schema.alterTable('orders').addColumn('discount_code', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('discount_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('discount_cents').execute();
  await db.schema.alterTable('orders').dropColumn('discount_code').execute();
  await db.schema.dropTable('discount_uses').execute();
  await db.schema.dropTable('discounts').execute();
  await db.schema.dropIndex('slots_inspector_start').execute();
  await db.schema.alterTable('slots').dropColumn('inspector_id').execute();
  await db.schema.dropTable('inspector_feeds').execute();
  await db.schema.dropTable('inspectors').execute();
}
