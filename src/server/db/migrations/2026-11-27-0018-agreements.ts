import { type Kysely, sql } from 'kysely';
import { inspectionAgreementPage } from '../seed/agreement-content';
import { createTableWithId, ownedBy, requiredColumns, timeType } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Inspection agreements signed online: one signed copy per order (kept as signed, whatever the
// page says later), the signing attempts the rate limit counts, and the agreement page itself for
// sites seeded before it existed (a page already there under its slug is left alone).
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'agreement_signatures')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .$call(
      requiredColumns({
        signed_name: 'varchar(200)',
        signed_at: time,
        ip: 'varchar(64)',
        user_agent: 'varchar(500)',
        text_sha256: 'varchar(64)',
        title: 'varchar(500)',
        content: 'text',
        buyer_names: 'text',
        realtor_name: 'varchar(210)',
      }),
    )
    .execute();
  await createTableWithId(db, 'agreement_attempts')
    .addColumn('user_id', 'integer', ownedBy('users.id'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await createIndexes(db, 'agreement_attempts', {
    agreement_attempts_user: ['user_id', 'created_at'],
    agreement_attempts_ip: ['ip', 'created_at'],
  });

  const now = new Date().toISOString();
  const page = inspectionAgreementPage;
  await sql`insert into pages (slug, title, content, created_at, updated_at)
    values (${page.slug}, ${page.title}, ${page.content}, ${now}, ${now})
    on conflict (slug) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['agreement_attempts', 'agreement_signatures']);
}
