import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../testing/fake-build';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createReview } from '../reviews/reviews.service';
import { setSiteSetting } from '../settings/settings.service';

// Rendered public pages are kept per process (decision 075): a second visit is the kept copy,
// and a change to anything the page shows (settings, reviews, pages, services, slots) reaches
// this process at once and another process within a second, as the API's copies do.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDialects)('kept rendered pages on %s', (dialect) => {
  let database: TestDatabase;
  let buildDir: string;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    buildDir = fakeBuild();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'https://inspections.example',
      SEED_DEMO_SLOTS: 'true',
      ADMIN_EMAIL: 'admin@example.test',
    });
    const clientDir = join(buildDir, 'client');
    a = await buildApp(env, { logger: false, clientDir });
    await a.ready();
    // A second process on the same database, with its own kept copies.
    b = await buildApp(env, { logger: false, clientDir });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** Waits (3 s at most) for the page at `path` on `app` to contain `text`; answers how long. */
  async function waitFor(app: FastifyInstance, path: string, text: string): Promise<number> {
    const from = Date.now();
    while (!(await app.inject(path)).body.includes(text) && Date.now() - from < 3000)
      await sleep(20);
    expect((await app.inject(path)).body).toContain(text);
    return Date.now() - from;
  }

  it('a second visit gets the kept copy: a row changed behind the site’s back is not seen', async () => {
    const first = await a.inject('/about');
    expect(first.statusCode).toBe(200);
    await sleep(1100); // past the start-up's own changes
    await a.inject('/about');
    // No version moves (a change the site did not make): the copy stays.
    await sql`update settings set value = ${'Sneaky Name'} where key = ${'site.businessName'}`.execute(
      a.db,
    );
    const kept = await a.inject('/about');
    expect(kept.body).not.toContain('Sneaky Name');
    expect(kept.body).toBe(first.body);
    // Compressed copies carry the same page.
    const gzipped = await a.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('no-cache');
  });

  it('a changed setting is on this process’s next page and on the other’s within a second', async () => {
    await b.inject('/');
    await setSiteSetting(a.db, 'businessName', 'Renamed Inspections');
    expect((await a.inject('/')).body).toContain('Renamed Inspections');
    expect(await waitFor(b, '/', 'Renamed Inspections')).toBeLessThan(1000);
  });

  it('a new review is on the home page of both processes', async () => {
    await a.inject('/');
    await b.inject('/');
    const admin = await a.db.selectFrom('users').select('id').executeTakeFirst();
    await createReview(
      a.db,
      { id: admin?.id ?? 1, at: new Date() },
      {
        name: 'Pat Kept',
        town: 'Oakmont',
        text: 'A review made after the copy.',
        stars: 5,
        shown: true,
      },
    );
    expect((await a.inject('/')).body).toContain('A review made after the copy.');
    expect(await waitFor(b, '/', 'A review made after the copy.')).toBeLessThan(1000);
  });
});
