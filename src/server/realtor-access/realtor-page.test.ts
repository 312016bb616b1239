import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { pressLink, realtorBrowser, tokenOf } from '../../testing/realtor-test-kit';
import { createAgent } from '../../testing/test-agent';
import { createTestDatabase, type TestDatabase, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { issueRealtorLink } from './realtor-access.service';

// Opening /realtor/<token> (what a mail scanner does) serves the page and spends nothing.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><!--site-config--></head>
  <body><div id="root"></div></body>
</html>
`;

describe.each(testDialects)('the realtor link page on %s', (dialect) => {
  let database: TestDatabase;
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    clientDir = mkdtempSync(join(tmpdir(), 'hi-client-'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    app = await buildApp(env, { logger: false, clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('opening the link serves the page only: no grant, kept out of search and referrers', async () => {
    const [slotId] = await addSlots(app.db, [48]);
    const customer = createAgent(app);
    await customer.get('/cms-admin/api/session.php');
    const order = await customer.post(
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(app.db, slotId!),
    );
    expect(order.statusCode).toBe(201);
    const path = await issueRealtorLink(app.db, (order.json() as { id: number }).id, new Date());
    const grants = () => app.db.selectFrom('realtor_grants').select('id').execute();

    for (let i = 0; i < 3; i++) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    expect(await grants()).toEqual([]);
    expect((await app.inject('/robots.txt')).body).toContain('Disallow: /realtor/\n');

    // However often it was opened, the button still works.
    const realtor = await realtorBrowser(app);
    expect((await pressLink(realtor, tokenOf(path))).statusCode).toBe(200);
    expect(await grants()).toHaveLength(1);
  });
});
