import { type Kysely, sql } from 'kysely';
import { createTableWithId, requiredColumns, timestamps, timeType, zeroByDefault } from './helpers';
import { addColumns, createIndexes, dropColumns, dropTables } from './schema-steps';

// A team and promotions. Inspectors: a profile per user with the inspector role (name, e-mail
// and phone stay on the user), each slot belongs to one (the same start once per inspector; a
// slot without one is the business's, as before), and each inspector's calendar feed tokens
// (only the SHA-256 is kept; a revoked one answers 404). Discounts: codes stored upper-case, a
// use counter raised by a conditional UPDATE so the last use cannot be taken twice, one use row
// per order, and the code and amount written on the order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'inspectors')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_type', 'varchar(32)')
    // Base64 of a small image (the admin form limits its size).
    .addColumn('photo_data', 'text')
    .addColumn('photo_updated_at', time)
    // 1: named on the site, and customers may choose this inspector.
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps(time))
    .execute();

  await createTableWithId(db, 'inspector_feeds')
    .addColumn('inspector_id', 'integer', (c) => c.notNull().references('inspectors.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .execute();
  await createIndexes(db, 'inspector_feeds', { inspector_feeds_inspector_id: ['inspector_id'] });

  await db.schema
    .alterTable('slots')
    .addColumn('inspector_id', 'integer', (c) => c.references('inspectors.id'))
    .execute();
  // One start per inspector (the business's own slots count as inspector 0).
  await sql`create unique index slots_inspector_start on slots (coalesce(inspector_id, 0), starts_at) where withdrawn_at is null`.execute(
    db,
  );

  await createTableWithId(db, 'discounts')
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
    .addColumn('uses', 'integer', zeroByDefault)
    .$call(timestamps(time))
    .execute();

  await createTableWithId(db, 'discount_uses')
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .$call(
      requiredColumns({
        customer_email: 'varchar(320)',
        amount_cents: 'integer',
        created_at: time,
      }),
    )
    // Set when the order is cancelled: the use goes back to the code.
    .addColumn('released_at', time)
    .execute();
  await createIndexes(db, 'discount_uses', {
    discount_uses_customer: ['discount_id', 'customer_email'],
  });

  await addColumns(db, 'orders', [
    ['discount_code', 'varchar(32)'],
    ['discount_cents', 'integer'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'orders', ['discount_cents', 'discount_code']);
  await dropTables(db, ['discount_uses', 'discounts']);
  await db.schema.dropIndex('slots_inspector_start').execute();
  await db.schema.alterTable('slots').dropColumn('inspector_id').execute();
  await dropTables(db, ['inspector_feeds', 'inspectors']);
}
