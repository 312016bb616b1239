import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDataChanged } from '../cache/cache.service';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { insertPage } from './pages.repository';

const SITE_SLUGS = [
  'home',
  'about',
  'fees',
  'specifications',
  'property-inspection-overview',
  'radon-test-overview',
  'policies',
  'inspectors',
  'contact',
  'before',
  'living-area',
  'thank-you',
  // The home page's credentials and service area blocks.
  'home-credentials',
  'home-service-area',
  // The inspection agreement customers sign on their order page (not routed on its own).
  'inspection-agreement',
];

describe.each(testDialects)('pages.php on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists a seeded page for every slug the site shows', async () => {
    const res = await t.app.inject('/cms-admin/api/pages.php');
    expect(res.statusCode).toBe(200);
    const slugs = (res.json() as { slug: string }[]).map((p) => p.slug);
    expect(slugs.sort()).toEqual([...SITE_SLUGS].sort());
  });

  it('answers one page by slug and by id', async () => {
    const bySlug = await t.app.inject('/cms-admin/api/pages.php?slug=fees');
    expect(bySlug.statusCode).toBe(200);
    const page = bySlug.json() as { id: number; title: string; content: string };
    expect(page.title).toMatch(/Fees/);
    expect(page.content).toContain('<table');
    const byId = await t.app.inject(`/cms-admin/api/pages.php?id=${page.id}`);
    expect(byId.json()).toEqual(page);
  });

  it('answers 404 JSON for an unknown slug or id, 400 for a malformed one', async () => {
    for (const q of ['slug=no-such-page', 'id=99999']) {
      const res = await t.app.inject(`/cms-admin/api/pages.php?${q}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Page not found.' });
    }
    // An id past the database's 32-bit integers is malformed too (PostgreSQL would refuse it).
    for (const q of ['id=abc', 'slug=Bad%20Slug', 'id=-1', 'id=9007199254740991']) {
      const res = await t.app.inject(`/cms-admin/api/pages.php?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('sanitises stored HTML on the way out', async () => {
    await insertPage(
      t.app.db,
      {
        slug: 'evil',
        title: 'Evil',
        content:
          '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      },
      new Date().toISOString(),
    );
    const res = await t.app.inject('/cms-admin/api/pages.php?slug=evil');
    const { content } = res.json() as { content: string };
    expect(content).not.toMatch(/script|onclick|javascript:/);
    expect(content).toContain('Hi');
  });

  it('seeds only once: a restart keeps what an administrator changed', async () => {
    await t.app.db
      .updateTable('pages')
      .set({ title: 'Our Prices' })
      .where('slug', '=', 'fees')
      .execute();
    // Written behind the admin service's back: announce it as the service does.
    await publicDataChanged(t.app.db, t.app.db, 'pages');
    const { seedDatabase } = await import('../db/seed/seed');
    await seedDatabase(t.app.db, t.env);
    const res = await t.app.inject('/cms-admin/api/pages.php?slug=fees');
    expect((res.json() as { title: string }).title).toBe('Our Prices');
  });
});
