import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A lazily loaded page's code is listed in its first HTML, so a phone fetches it alongside the
// main script instead of one round trip after it (on the build the tests run against).

// Chunks are named by their hash alone: the build manifest says which file holds a source module.
const manifest = (): Record<string, { file: string }> =>
  JSON.parse(readFileSync(join('dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
const chunkOf = (source: string) => `/${manifest()[source]?.file ?? `no chunk for ${source}`}`;

const preloads = (html: string) =>
  [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');

describe('the first HTML preloads the page’s own code', () => {
  let t: TestApp;
  let shellPreloads: string[];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    shellPreloads = preloads(readFileSync(join('dist', 'client', 'index.html'), 'utf8'));
  });
  afterAll(() => t.close());

  const pageHtml = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBeLessThan(500);
    return res.body;
  };

  it.each([
    ['/about', 'features/pages/components/content-page.tsx'],
    ['/fees', 'features/pages/components/page-with-sidebar.tsx'],
    ['/availability', 'features/slots/components/availability-page.tsx'],
    ['/home-inspection', 'features/booking/components/order-form-page.tsx'],
    ['/user/login', 'features/auth/components/login-page.tsx'],
  ])('%s: its page module and what it imports, each a file the server gives', async (url, page) => {
    const links = preloads(await pageHtml(url)).filter((href) => !shellPreloads.includes(href));
    expect(links, links.join(' ')).toContain(chunkOf(page));
    expect(new Set(links).size).toBe(links.length);
    for (const href of links) {
      const file = await t.app.inject({ method: 'GET', url: href });
      expect(file.statusCode, href).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('adds nothing to pages whose code is the main script’s (home), nor what the shell has', async () => {
    expect(preloads(await pageHtml('/'))).toEqual(shellPreloads);
    const about = preloads(await pageHtml('/about'));
    expect(about.filter((href) => shellPreloads.includes(href))).toEqual(shellPreloads);
  });

  it('leaves code loaded later out: the calendar of /availability comes when it is shown', async () => {
    const calendar = chunkOf('features/slots/components/availability-calendar.tsx');
    expect(calendar).toMatch(/^\/assets\/[\w-]+\.js$/);
    expect(preloads(await pageHtml('/availability'))).not.toContain(calendar);
  });

  it('never serves the build manifest (the list of source files)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('features/');
  });
});
