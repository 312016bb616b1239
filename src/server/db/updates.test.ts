import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { updateByIdWhile } from './updates';

describe.each(testDialects)('a guarded update of one row on %s', (dialect) => {
  let t: TestApp;
  const now = '2027-03-01T10:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function agent(email: string, mergedInto: number | null = null): Promise<number> {
    const row = await t.app.db
      .insertInto('agents')
      .values({ name: 'Rae', email, merged_into_id: mergedInto, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function nameOf(id: number): Promise<string> {
    const row = await t.app.db
      .selectFrom('agents')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.name;
  }

  it('writes the row while its guard holds (null meaning IS NULL) and answers true', async () => {
    const id = await agent('live@example.com');
    const written = await updateByIdWhile(
      t.app.db,
      'agents',
      id,
      { merged_into_id: null },
      { name: 'Ray' },
    );
    expect(written).toBe(true);
    expect(await nameOf(id)).toBe('Ray');
  });

  it('leaves a row that no longer matches alone and answers false', async () => {
    const kept = await agent('kept@example.com');
    const merged = await agent('merged@example.com', kept);
    const written = await updateByIdWhile(
      t.app.db,
      'agents',
      merged,
      { merged_into_id: null },
      { name: 'Ray' },
    );
    expect(written).toBe(false);
    expect(await nameOf(merged)).toBe('Rae');
  });

  it('needs every column of the guard to match', async () => {
    const id = await agent('both@example.com');
    const guard = { merged_into_id: null, email: 'other@example.com' };
    expect(await updateByIdWhile(t.app.db, 'agents', id, guard, { name: 'Ray' })).toBe(false);
    expect(await nameOf(id)).toBe('Rae');
  });
});
