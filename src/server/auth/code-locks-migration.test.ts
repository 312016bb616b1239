import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { createTestDatabase, testDialects } from '../../testing/test-app';

const CODE_LOCKS = '2026-11-24-0012-code-locks';

describe.each(testDialects)('the code-locks migration on %s', (dialect) => {
  it('ends the old for-good locks of accounts with 100 wrong codes', async () => {
    const database = await createTestDatabase(dialect);
    const handle = openDatabase(database.url);
    try {
      const names = Object.keys(migrations);
      const before = Object.fromEntries(
        names.slice(0, names.indexOf(CODE_LOCKS)).map((name) => [name, migrations[name]!]),
      );
      await runMigrations(handle.db, { migrations: before });
      const now = new Date().toISOString();
      await handle.db
        .insertInto('users')
        .values({
          email: 'locked@example.test',
          first_name: 'Old',
          last_name: 'Lock',
          phone: '',
          roles: '["administrator"]',
          failed_code_count: 100,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await runMigrations(handle.db, { migrations });
      const user = await handle.db
        .selectFrom('users')
        .select('failed_code_count')
        .where('email', '=', 'locked@example.test')
        .executeTakeFirstOrThrow();
      expect(user.failed_code_count).toBe(0);
      expect(await handle.db.selectFrom('code_locks').selectAll().execute()).toEqual([]);
    } finally {
      await handle.destroy();
      await database.drop();
    }
  });
});
