import type { Kysely } from 'kysely';
import {
  createTableWithId,
  ownedBy,
  requiredColumns,
  timeType,
  timestamps,
  zeroByDefault,
} from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Rules (when this happens, if that holds, send this to them), what each sent once per order and
// occurrence, text messages (in and out, the texts' outbox) and who agreed to get texts.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'message_rules')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('builtin', 'varchar(40)', (c) => c.unique())
    .addColumn('event', 'varchar(30)', (c) => c.notNull())
    .addColumn('offset_minutes', 'integer', zeroByDefault)
    .addColumn('if_paid', 'varchar(10)', (c) => c.notNull().defaultTo('any'))
    .addColumn('if_signed', 'varchar(10)', (c) => c.notNull().defaultTo('any'))
    .addColumn('if_realtor', 'varchar(10)', (c) => c.notNull().defaultTo('any'))
    .addColumn('if_service', 'varchar(100)')
    .$call(requiredColumns({ message_key: 'varchar(60)', recipients: 'varchar(200)' }))
    .addColumn('other_address', 'varchar(254)')
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps(time))
    .execute();
  await db.schema
    .createTable('rule_sends')
    .addColumn('rule_id', 'integer', ownedBy('message_rules.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .$call(requiredColumns({ occurrence: 'varchar(60)', sent_at: time }))
    .addPrimaryKeyConstraint('rule_sends_pk', ['rule_id', 'order_id', 'occurrence'])
    .execute();
  await createTableWithId(db, 'text_messages')
    .$call(
      requiredColumns({
        direction: 'varchar(3)',
        phone: 'varchar(20)',
        body: 'text',
        status: 'varchar(10)',
      }),
    )
    .addColumn('attempts', 'integer', zeroByDefault)
    .addColumn('next_attempt_at', time)
    .addColumn('give_up_at', time)
    .addColumn('provider_id', 'varchar(64)')
    .addColumn('error', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('sent_at', time)
    .execute();
  await db.schema
    .createTable('text_consents')
    .addColumn('phone', 'varchar(20)', (c) => c.primaryKey())
    .$call(requiredColumns({ agreed_at: time, source: 'varchar(20)' }))
    .addColumn('stopped_at', time)
    .execute();
  await createIndexes(db, 'text_messages', {
    text_messages_due: ['status', 'next_attempt_at'],
    text_messages_phone: ['phone'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['text_consents', 'text_messages', 'rule_sends', 'message_rules']);
}
