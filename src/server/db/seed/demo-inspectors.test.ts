import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicInspector } from '../../../shared/inspectors/inspector';
import type { Slot } from '../../../shared/slots/slot';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';

describe.each(testDialects)('Demo inspectors on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'true' });
  });
  afterAll(async () => t.close());

  it('seeds two shown inspectors who both have every demo time', async () => {
    const get = async <T>(url: string) =>
      (await t.app.inject({ url: `/cms-admin/api/${url}` })).json() as T;
    const inspectors = await get<PublicInspector[]>('inspectors.php');
    expect(inspectors.map((i) => i.name)).toEqual(['Dana Whitfield', 'Marcus Lee']);
    expect(inspectors.every((i) => i.bio && i.licenceNumber)).toBe(true);
    const [dana, marcus] = inspectors;
    const any = await get<Slot[]>('get_slots.php?future=true&limit=1000');
    const ofDana = await get<Slot[]>(`get_slots.php?future=true&limit=1000&inspector=${dana!.id}`);
    const ofMarcus = await get<Slot[]>(
      `get_slots.php?future=true&limit=1000&inspector=${marcus!.id}`,
    );
    expect(any.length).toBeGreaterThan(0);
    expect(ofDana.map((s) => s.start)).toEqual(any.map((s) => s.start));
    expect(ofMarcus.map((s) => s.start)).toEqual(any.map((s) => s.start));
    expect(ofDana.map((s) => s.id)).not.toEqual(ofMarcus.map((s) => s.id));
  });
});
