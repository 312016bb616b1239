import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { createTestDatabase, testDialects } from '../../testing/test-app';

const AGENTS_MIGRATION = '2026-12-01-0037-agents';

describe.each(testDialects)('the agents migration on %s', (dialect) => {
  it('records the realtors of the orders already made, one agent per e-mail', async () => {
    const database = await createTestDatabase(dialect);
    const handle = openDatabase(database.url);
    const { db } = handle;
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < AGENTS_MIGRATION),
      );
      await runMigrations(db, { migrations: before });
      const at = '2026-11-02T15:00:00.000Z';
      const slot = await db
        .insertInto('slots')
        .values({ starts_at: at, title: 'x', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const checkouts = [
        {
          realtorFirstName: 'Ann',
          realtorLastName: 'Ray',
          realtorEmail: 'Ann@Realty.test',
          realtorPhone: '412-555-0100',
          realtorCompany: 'Summit',
        },
        {
          realtorFirstName: 'Annie',
          realtorLastName: 'Ray',
          realtorEmail: 'ann@realty.test ',
          realtorPhone: '',
          realtorCompany: '',
        },
        {
          realtorFirstName: '',
          realtorLastName: '',
          realtorEmail: '',
          realtorPhone: '',
          realtorCompany: '',
        },
      ];
      const ids: number[] = [];
      for (const [i, checkout] of checkouts.entries()) {
        const row = await db
          .insertInto('orders')
          .values({
            order_uuid: `uuid-${i}`,
            slot_id: slot.id,
            user_id: null,
            session_id: null,
            booking_status: i === 0 ? 'active' : 'cancelled',
            payment_status: 'pending',
            payment_method: 'pay-later',
            total_cents: 100,
            price_lines: '[]',
            cart: '{}',
            checkout: JSON.stringify(checkout),
            customer_email: 'c@example.test',
            customer_name: 'C',
            customer_phone: '',
            transaction_id: null,
            auth_code: null,
            response_code: null,
            authorized_cents: null,
            captured_cents: null,
            created_at: at,
            updated_at: at,
            cancelled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      await runMigrations(db, { migrations });
      const agents = await db.selectFrom('agents').selectAll().execute();
      expect(agents).toHaveLength(1);
      expect(agents[0]).toMatchObject({
        name: 'Ann Ray',
        email: 'ann@realty.test',
        agency: 'Summit',
      });
      const named = await db.selectFrom('agent_orders').selectAll().orderBy('order_id').execute();
      expect(named.map((r) => [Number(r.order_id), Number(r.agent_id)])).toEqual([
        [ids[0], agents[0]!.id],
        [ids[1], agents[0]!.id],
      ]);
      const user = await db.selectFrom('users').select('email').executeTakeFirst();
      expect(user?.email).toBe('ann@realty.test');
    } finally {
      await handle.destroy();
      await database.drop();
    }
  });
});
