import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzReport, runFuzz } from '../../testing/fuzz/fuzz-run';
import { createFuzzWorld, type FuzzWorld } from '../../testing/fuzz/fuzz-world';
import { testDialects } from '../../testing/test-app';

// A small run of the request fuzzer on every test; `npm run fuzz` runs 10,000 and more, from any
// seed. Here the seed is fixed, so a red test run is reproducible and never depends on luck.
const RUNS = 400;
const SEED = 20261124;

describe.each(testDialects)('every route against hostile input on %s', (dialect) => {
  let world: FuzzWorld;
  let report: FuzzReport;

  beforeAll(async () => {
    world = await createFuzzWorld(dialect);
  }, 60_000);
  afterAll(async () => {
    await world.close();
  });

  it('finds the API, the admin pages and forms, and the sandbox among the routes', () => {
    const keys = world.routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain('POST /cms-admin/api/request_login_link.php');
    expect(keys).toContain('GET /cms-admin/api/get_slots.php');
    expect(keys).toContain('POST /sandbox/xml/v1/request.api');
    expect(keys).toContain('POST /cms-admin/manage-users.php');
    expect(Object.keys(world.seeds.forms).length).toBeGreaterThan(3);
  });

  it('starts from seeds that pass the validation of each route, so the handlers are reached', async () => {
    const admin = await world.session('admin');
    for (const [key, bodies] of Object.entries(world.seeds.json)) {
      const [method = 'POST', url = '/'] = key.split(' ');
      for (const body of bodies) {
        const res = await world.app.inject({
          method: method as 'POST',
          url,
          payload: JSON.stringify(body),
          headers: {
            'content-type': 'application/json',
            cookie: admin?.cookie ?? '',
            'x-xsrf-token': admin?.csrf ?? '',
          },
        });
        expect(res.statusCode, `${key}: ${res.body}`).not.toBe(400);
        expect(res.statusCode, key).toBeLessThan(500);
      }
    }
  });

  it('answers every request without a 5xx, a stack or a half save, each within 100 ms', async () => {
    report = await runFuzz(world, { numRuns: RUNS, seed: SEED });
    expect(report.count).toBe(RUNS);
    expect(report.findings).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.slowestMs, report.slowest).toBeLessThan(100);
  }, 120_000);
});
