import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idColumn, idType, timeType } from './helpers';

// Safe to run live: a card is authorized only for a checkout the server priced (checkout_tokens),
// declined card attempts are kept to slow card testing (card_declines), and a pay-later order
// remembers the address it came from so reservations without payment can be limited per IP.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await db.schema
    .createTable('checkout_tokens')
    .addColumn('id', idType(db), idColumn(db))
    // SHA-256 of the token the browser holds: the database never holds a usable token.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_uuid', 'varchar(64)', (c) => c.notNull())
    .addColumn('slot_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();
  await db.schema
    .createIndex('checkout_tokens_ip_created')
    .on('checkout_tokens')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('card_declines')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    // What the gateway shows a merchant, e.g. "Visa XXXX1111"; null when it named no card.
    .addColumn('card', 'varchar(64)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('order_uuid', 'varchar(64)')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  for (const column of ['session_id', 'ip', 'card'])
    await db.schema
      .createIndex(`card_declines_${column}_created`)
      .on('card_declines')
      .columns([column, 'created_at'])
      .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('client_ip', sql`varchar(64)`)
    .execute();
  await db.schema
    .createIndex('orders_client_ip_created')
    .on('orders')
    .columns(['client_ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_unpaid_email')
    .on('orders')
    .columns(['customer_email', 'payment_status', 'booking_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_unpaid_email').execute();
  await db.schema.dropIndex('orders_client_ip_created').execute();
  await db.schema.alterTable('orders').dropColumn('client_ip').execute();
  await db.schema.dropTable('card_declines').execute();
  await db.schema.dropTable('checkout_tokens').execute();
}
