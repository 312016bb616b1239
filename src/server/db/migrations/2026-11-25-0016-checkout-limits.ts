import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createTableWithId, requiredColumns, timeType } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Safe to run live: a card is authorized only for a checkout the server priced (checkout_tokens),
// declined card attempts are kept to slow card testing (card_declines), and a pay-later order
// remembers the address it came from so reservations without payment can be limited per IP.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'checkout_tokens')
    // SHA-256 of the token the browser holds: the database never holds a usable token.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .$call(
      requiredColumns({
        session_id: 'varchar(64)',
        ip: 'varchar(64)',
        order_uuid: 'varchar(64)',
        slot_id: 'integer',
        amount_cents: 'integer',
        created_at: time,
        expires_at: time,
      }),
    )
    .addColumn('used_at', time)
    .execute();
  await createIndexes(db, 'checkout_tokens', { checkout_tokens_ip_created: ['ip', 'created_at'] });

  await createTableWithId(db, 'card_declines')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    // What the gateway shows a merchant, e.g. "Visa XXXX1111"; null when it named no card.
    .addColumn('card', 'varchar(64)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('order_uuid', 'varchar(64)')
    .$call(requiredColumns({ reason: 'varchar(500)', created_at: time }))
    .execute();
  await createIndexes(db, 'card_declines', {
    card_declines_session_id_created: ['session_id', 'created_at'],
    card_declines_ip_created: ['ip', 'created_at'],
    card_declines_card_created: ['card', 'created_at'],
  });

  await db.schema
    .alterTable('orders')
    .addColumn('client_ip', sql`varchar(64)`)
    .execute();
  await createIndexes(db, 'orders', {
    orders_client_ip_created: ['client_ip', 'created_at'],
    orders_unpaid_email: ['customer_email', 'payment_status', 'booking_status'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_unpaid_email').execute();
  await db.schema.dropIndex('orders_client_ip_created').execute();
  await db.schema.alterTable('orders').dropColumn('client_ip').execute();
  await dropTables(db, ['card_declines', 'checkout_tokens']);
}
