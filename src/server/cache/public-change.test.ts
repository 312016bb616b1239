import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { audit, listAudit } from '../audit/audit.service';
import { readVersions } from './cache-versions.repository';
import { changePublicData } from './public-change';

describe.each(testDialects)('a change to public data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  // How far each topic's version moved during `change`.
  async function moves(change: () => Promise<unknown>): Promise<Record<string, number>> {
    const before = await readVersions(t.app.db);
    await change();
    const after = await readVersions(t.app.db);
    const moved = [...after].filter(([topic, v]) => v !== before.get(topic));
    return Object.fromEntries(moved.map(([topic, v]) => [topic, v - (before.get(topic) ?? 0)]));
  }
  const note = (entityId: string) => ({ userId: null, action: 'test', entity: 'change', entityId });
  const notes = async (entityId: string) =>
    (await listAudit(t.app.db, { limit: 5, entity: 'change', entityId })).length;

  it('commits the write with its topics’ versions moved on, the others kept', async () => {
    const moved = await moves(async () => {
      const answer = await changePublicData(t.app.db, ['slots', 'services'], async (trx) => {
        await audit(trx, note('kept'));
        return 7;
      });
      expect(answer).toBe(7);
    });
    expect(await notes('kept')).toBe(1);
    expect(moved).toEqual({ slots: 1, services: 1 });
  });

  it('leaves neither the write nor a version bump when the write fails', async () => {
    const moved = await moves(async () => {
      const failed = changePublicData(t.app.db, ['pages'], async (trx) => {
        await audit(trx, note('undone'));
        throw new Error('refused');
      });
      await expect(failed).rejects.toThrow('refused');
    });
    expect(await notes('undone')).toBe(0);
    expect(moved).toEqual({});
  });
});
