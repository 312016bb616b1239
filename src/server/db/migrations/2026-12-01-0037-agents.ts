import { type Kysely, sql } from 'kysely';
import { createTableWithId, timestamps, timeType } from './helpers';
import { createIndexes, dropTables } from './schema-steps';

// Agents: every realtor named at checkout is one record, matched by e-mail (stored lower-case,
// unique). A duplicate merged into another keeps its row, pointing at the one kept, so its
// e-mail still finds the kept agent. agent_orders names each order's agent (one at most).
// Existing orders are read once here and their realtors recorded; each agent's e-mail gets an
// account (no roles) so the agent can sign in like anyone.
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timeType(db);
  await createTableWithId(db, 'agents')
    .addColumn('name', 'varchar(201)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('agency', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('merged_into_id', 'integer', (c) => c.references('agents.id'))
    .$call(timestamps(time))
    .execute();
  await db.schema
    .createTable('agent_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .execute();
  await createIndexes(db, 'agent_orders', { agent_orders_agent_id: ['agent_id'] });
  await backfill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['agent_orders', 'agents']);
}

interface Realtor {
  name: string;
  email: string;
  phone: string;
  agency: string;
}

/** The realtor a stored checkout names (its e-mail given), as the checkout's rules had it. */
function realtorIn(checkoutJson: string): Realtor | undefined {
  let c: Record<string, unknown>;
  try {
    c = JSON.parse(checkoutJson) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const text = (key: string) => (typeof c[key] === 'string' ? (c[key] as string).trim() : '');
  const email = text('realtorEmail').toLowerCase();
  if (email === '' || email.length > 320 || !email.includes('@')) return undefined;
  const name = `${text('realtorFirstName')} ${text('realtorLastName')}`.trim() || email;
  return {
    name: name.slice(0, 201),
    email,
    phone: text('realtorPhone').slice(0, 40),
    agency: text('realtorCompany').slice(0, 255),
  };
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  const orders = await sql<{ id: number; checkout: string; created_at: unknown }>`
    select id, checkout, created_at from orders order by id`.execute(db);
  const agentIds = new Map<string, number>();
  for (const order of orders.rows) {
    const realtor = realtorIn(order.checkout);
    if (!realtor) continue;
    const at = new Date(String(order.created_at)).toISOString();
    let agentId = agentIds.get(realtor.email);
    if (agentId === undefined) {
      const inserted = await sql<{ id: number }>`
        insert into agents (name, email, phone, agency, created_at, updated_at)
        values (${realtor.name}, ${realtor.email}, ${realtor.phone}, ${realtor.agency}, ${at}, ${at})
        returning id`.execute(db);
      agentId = Number(inserted.rows[0]!.id);
      agentIds.set(realtor.email, agentId);
      const [first, ...rest] = realtor.name.split(' ');
      await sql`
        insert into users (email, first_name, last_name, phone, roles, failed_code_count, created_at, updated_at)
        select ${realtor.email}, ${(first ?? '').slice(0, 100)}, ${rest.join(' ').slice(0, 100)}, ${realtor.phone}, '[]', 0, ${at}, ${at}
        where not exists (select 1 from users where email = ${realtor.email})`.execute(db);
    }
    await sql`insert into agent_orders (order_id, agent_id) values (${order.id}, ${agentId})`.execute(
      db,
    );
  }
}
