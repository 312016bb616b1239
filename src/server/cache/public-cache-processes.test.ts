import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlots } from '../../testing/order-test-kit';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { buildApp } from '../app';
import { editPage } from '../pages/content.service';

const PAGE = '/cms-admin/api/pages.php?slug=about';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDialects)('cached public reads across processes on %s', (dialect) => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp(dialect, { ADMIN_EMAIL: 'admin@example.test' });
    // A second server on the same database: its own connections and its own in-memory copies.
    b = await buildApp(a.env, { logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an edit made through one server is served by the other within a second', async () => {
    const before = (await b.inject(PAGE)).json() as { id: number; title: string };
    expect((await b.inject(PAGE)).json()).toEqual(before);
    const admin = await a.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.test')
      .executeTakeFirstOrThrow();
    await editPage(a.app.db, { id: admin.id, at: new Date() }, before.id, {
      title: 'About us, edited elsewhere',
      slug: 'about',
      content: '<p>Edited</p>',
    });
    const edited = Date.now();
    let title = before.title;
    while (title === before.title && Date.now() - edited < 3000) {
      await sleep(20);
      title = ((await b.inject(PAGE)).json() as { title: string }).title;
    }
    expect(title).toBe('About us, edited elsewhere');
    expect(Date.now() - edited).toBeLessThan(1000);
  });

  it('a slot that has started leaves the cached list without any change to the data', async () => {
    const url = '/cms-admin/api/get_slots.php?future=true&limit=1';
    const [, soon] = await addSlots(a.app.db, [-1, 1.5 / 3600], 'Starting now');
    const first = await a.app.inject(url);
    expect((first.json() as { id: number }[])[0]?.id).toBe(soon);
    // Served from the copy until the slot starts.
    expect((await a.app.inject(url)).headers.etag).toBe(first.headers.etag);
    await sleep(1600);
    const after = (await a.app.inject(url)).json() as { id: number; start: string }[];
    expect(after.map((s) => s.id)).not.toContain(soon);
    expect(Date.parse(after[0]!.start)).toBeGreaterThan(Date.now());
  });
});
