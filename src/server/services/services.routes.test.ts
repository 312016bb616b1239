import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES, type Service } from '../../shared/services/service';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';

describe.each(testDialects)('services.php on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists services of every category with the add-on slugs the order form needs', async () => {
    const res = await t.app.inject('/cms-admin/api/services.php');
    expect(res.statusCode).toBe(200);
    const services = res.json() as Service[];
    for (const c of SERVICE_CATEGORIES)
      expect(services.some((s) => s.category === c && s.enabled)).toBe(true);
    const slugs = services.map((s) => s.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['pest-inspection', 'radon-inspection', 'radon-early']),
    );
    for (const s of services) expect(s.price).toBe(s.price_cents / 100);
  });
});

describe.each(testDialects)('session.php and the rest on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an object without user_id when nobody is signed in', async () => {
    const res = await t.app.inject('/cms-admin/api/session.php');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('user_id');
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject('/cms-admin/api/nope.php');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/cms-admin/api/pages.php',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
