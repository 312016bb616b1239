import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { insertSlots } from './slots.repository';

type SlotJson = { id: number; start: string; title: string };

describe.each(testDialects)('get_slots.php on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    await insertSlots(
      t.app.db,
      [
        { startsAt: at(-48), title: 'Past' },
        { startsAt: at(72), title: 'Third' },
        { startsAt: at(24), title: 'First' },
        { startsAt: at(48), title: 'Second' },
      ],
      new Date().toISOString(),
    );
  });
  afterAll(() => t.close());

  it('answers only future slots, ascending by start', async () => {
    const res = await t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=20');
    expect(res.statusCode).toBe(200);
    const slots = res.json() as SlotJson[];
    expect(slots.map((s) => s.title)).toEqual(['First', 'Second', 'Third']);
    expect(slots[0]?.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never answers more than the limit', async () => {
    const res = await t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=2');
    expect((res.json() as SlotJson[]).map((s) => s.title)).toEqual(['First', 'Second']);
  });

  it('refuses a bad or too large limit with 400 JSON', async () => {
    for (const limit of ['0', '-5', 'abc', '1001', '2.5']) {
      const res = await t.app.inject(`/cms-admin/api/get_slots.php?future=true&limit=${limit}`);
      expect(res.statusCode, `limit=${limit}`).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});

describe('demo slots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are seeded on weekdays at 9:00 AM and 1:00 PM business time', async () => {
    const res = await t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=1000');
    const slots = res.json() as SlotJson[];
    expect(slots.length).toBeGreaterThanOrEqual(56);
    expect(slots.length).toBeLessThanOrEqual(60);
    const fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (const s of slots) {
      const text = fmt.format(new Date(s.start));
      expect(text).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (9:00 AM|1:00 PM)$/);
    }
  });
});
