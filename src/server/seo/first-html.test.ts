import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html';
import { fakeBuild } from '../../testing/fake-build';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { removePage } from '../pages/content.service';
import { getPage } from '../pages/pages.service';
import { setSiteSetting } from '../settings/settings.service';
import { upsertCustomerUser } from '../users/users.service';

const PUBLIC_URL = 'https://inspections.example';
const between = (html: string, re: RegExp) => re.exec(html)?.[1];

describe.each(testDialects)('the first HTML of each public page on %s', (dialect) => {
  let database: TestDatabase;
  let buildDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    buildDir = fakeBuild();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      PUBLIC_URL,
      SEED_DEMO_SLOTS: 'true',
    });
    app = await buildApp(env, { logger: false, clientDir: join(buildDir, 'client') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const pageTitle = async (slug: string) =>
    (await app.inject(`/cms-admin/api/pages.php?slug=${slug}`)).json<{ title: string }>().title;

  it.each([
    ['/', 'home', 'Know the house before you sign'],
    ['/about', 'about', ''],
    ['/fees', 'fees', '$75.00'],
    ['/contact', 'contact', ''],
    ['/radon-test', 'radon-test-overview', ''],
  ])('%s carries its heading, text, title, description and canonical', async (path, slug, text) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = escapeHtml(await pageTitle(slug));
    expect(html).toMatch(
      new RegExp(`<h1[^>]*>${title.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}</h1>`),
    );
    // The page's data was there to render with: nothing is left loading.
    expect(html).not.toMatch(/Loading[ .]/);
    if (text) expect(html).toContain(text);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(between(html, /<title>(.*?)<\/title>/)).toMatch(new RegExp(`^${title.slice(0, 12)}`));
    const description = between(html, /<meta name="description" content="([^"]*)"/) ?? '';
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}" />`);
    expect(html).toContain('<meta property="og:title"');
    // The data the page was rendered with, for hydration.
    expect(html).toContain('<script id="query-state" type="application/json">');
    // No inline script the CSP would refuse: only JSON data blocks and the module script.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="application\/(?:json|ld\+json)"|type="module"/);
  });

  it('renders the sidebar pages with the upcoming slots', async () => {
    const html = (await app.inject('/fees')).body;
    expect(html).toContain('Upcoming Inspection Dates');
    expect(html).toContain('Reserve Now');
  });

  it('renders /availability and the order form at /home-inspection', async () => {
    const availability = await app.inject('/availability');
    expect(availability.body).toContain('Inspection Availability</h1>');
    expect(availability.body).toMatch(/<title>Inspection Availability \| /);
    const order = await app.inject('/home-inspection');
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain('Book Your Home Inspection</h1>');
    expect(order.body).toContain('<form');
    expect(order.body).not.toMatch(/<script>/);
  });

  it('gives the home page JSON-LD for the business from the site settings', async () => {
    const html = (await app.inject('/')).body;
    const json = between(html, /<script type="application\/ld\+json">(.*?)<\/script>/s);
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    const settings = JSON.parse(
      between(html, /<script id="site-config" type="application\/json">(.*?)<\/script>/s) ?? '{}',
    ) as Record<string, string>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: settings.businessName,
      telephone: settings.phone,
      email: settings.email,
      url: `${PUBLIC_URL}/`,
    });
    expect(data.areaServed).toEqual(expect.arrayContaining([{ '@type': 'State', name: 'Ohio' }]));
    // The opening hours setting (its default here), as schema.org items.
    expect(settings.openingHours).toBe('Mo-Fr 08:00-18:00, Sa 09:00-14:00');
    expect(data.openingHours).toEqual(['Mo-Fr 08:00-18:00', 'Sa 09:00-14:00']);
  });

  it('writes the opening hours saved under Advanced into the JSON-LD, none when emptied', async () => {
    const jsonLd = async () =>
      JSON.parse(
        between(
          (await app.inject('/')).body,
          /<script type="application\/ld\+json">(.*?)<\/script>/s,
        ) ?? '{}',
      ) as Record<string, unknown>;
    await setSiteSetting(app.db, 'openingHours', 'Mo-Sa 07:00-19:00, Su 10:00-14:00');
    expect((await jsonLd()).openingHours).toEqual(['Mo-Sa 07:00-19:00', 'Su 10:00-14:00']);
    await setSiteSetting(app.db, 'openingHours', '');
    expect(await jsonLd()).not.toHaveProperty('openingHours');
    await setSiteSetting(app.db, 'openingHours', 'Mo-Fr 08:00-18:00, Sa 09:00-14:00');
  });

  it('answers a path that is no page with 404 and the not-found page', async () => {
    const res = await app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Page not found</h1>');
    expect(res.body).toContain('href="/schedule"');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('answers missing files and source maps with a plain 404', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/gone-123.js', '/nope.png']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/plain/);
    }
  });

  it('sends the browser-only pages as the bare shell', async () => {
    const res = await app.inject('/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves robots.txt as text with the sitemap address', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /admin\n');
    expect(res.body).toContain('Disallow: /cms-admin/\n');
    expect(res.body).toContain('Disallow: /user/\n');
    expect(res.body).toContain('Allow: /user/login\n');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every public page in sitemap.xml with its last edit', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of ['/', '/about', '/fees', '/contact', '/availability', '/home-inspection'])
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    expect(res.body).not.toContain('/admin');
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/fees</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  // Last: it deletes pages the tests above render.
  it('answers a content page deleted in the admin with 404 and the not-found page', async () => {
    const email = 'editor@example.test';
    await upsertCustomerUser(
      app.db,
      { email, firstName: 'Edie', lastName: 'Tor', phone: '' },
      new Date().toISOString(),
    );
    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const actor = { id, at: new Date() };
    // One page with the sidebar, one without.
    for (const [path, slug] of [
      ['/about/inspectors', 'inspectors'],
      ['/finished-living-space', 'living-area'],
    ] as const) {
      expect((await app.inject(path)).statusCode, path).toBe(200);
      await removePage(app.db, actor, (await getPage(app.db, { slug })).id);
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('Page not found</h1>');
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, path).not.toContain('rel="canonical"');
      expect(res.body, path).toMatch(/<title>Page not found \| /);
    }
  });
});
