import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { setSiteSetting } from '../settings/settings.service';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Home Inspection</title>
    <!--site-config-->
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// Every replacement pattern String.replace knows, and markup.
const NAME = "Bob's $' $& $` $$ $1 <script>alert(1)</script> Inspections";

/** A built client as Vite leaves it, with a source map that must never be served. */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hi-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe.each(testDialects)('the SPA shell and its files on %s', (dialect) => {
  let database: TestDatabase;
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    clientDir = fakeClient();
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    app = await buildApp(env, { logger: false, clientDir });
    await app.ready();
    await setSiteSetting(app.db, 'businessName', NAME);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('puts a business name with $-patterns and markup in the page intact and escaped', async () => {
    const res = await app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain(
      '<title>Bob&#39;s $&#39; $&amp; $` $$ $1 &lt;script&gt;alert(1)&lt;/script&gt; Inspections</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    // The rest of the template is untouched, and the settings JSON reads back the exact name.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    const json = /<script id="site-config" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(json?.[1] ?? '{}')).toMatchObject({ businessName: NAME });
  });

  it('serves the built files, but never a source map', async () => {
    const js = await app.inject('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const map = await app.inject('/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.headers['content-type']).toMatch(/text\/plain/);
    expect(map.body).not.toContain('secret.ts');
  });

  it('answers a missing file with a plain 404, never the page', async () => {
    for (const url of [
      '/assets/index-old999.js',
      '/assets/index-old999.js.map',
      '/assets/nothing',
      '/favicon.ico',
      '/humans.txt',
      '/about/photo.png?x=1',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/plain/);
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('still answers the site’s routes with the page', async () => {
    for (const url of ['/', '/user/login', '/about/inspectors', '/no/such/page']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
