import type { Kysely } from 'kysely';
import { createTableWithId, timeType } from './helpers';
import { createIndexes } from './schema-steps';

// The admin audit log: who changed what, when, with details (JSON text).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'audit_log')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The actor's e-mail at the time, so the entry still says who after the user is gone.
    .addColumn('user_email', 'varchar(320)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(100)')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', timeType(db), (c) => c.notNull())
    .execute();
  await createIndexes(db, 'audit_log', {
    audit_log_created_at: ['created_at'],
    audit_log_entity: ['entity', 'entity_id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
