import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signedIn } from '../../testing/admin-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';

// While the database cannot answer, an admin page says so on a page the frame can show (503,
// try again in a minute), whether the session look-up or the page's own query is what failed.

const onPostgres = testDialects.includes('postgres') ? describe : describe.skip;

onPostgres('admin pages while the database cannot answer', () => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;
  let locker: pg.Client;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp('postgres', {
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: ADMIN,
      DB_QUERY_TIMEOUT_MS: '300',
    });
    admin = await signedIn(t.app, catcher, ADMIN);
    locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
    await catcher.stop();
  });

  /** Holds every query on `table` back (as a database too busy to answer would) during `run`. */
  async function withTableLocked<T>(table: string, run: () => Promise<T>): Promise<T> {
    await locker.query('begin');
    await locker.query(`lock table ${table} in access exclusive mode`);
    try {
      return await run();
    } finally {
      await locker.query('rollback');
    }
  }

  const expectUnavailablePage = (res: Awaited<ReturnType<TestAgent['get']>>) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain('Temporarily unavailable');
    expect(res.body).toContain('Please try again in a minute.');
  };

  it('shows a 503 page when the page’s own query cannot run', async () => {
    const res = await withTableLocked('audit_log', () => admin.get('/cms-admin/advanced.php'));
    expectUnavailablePage(res);
    expect((await admin.get('/cms-admin/advanced.php')).statusCode).toBe(200);
  });

  it('shows a 503 page, not JSON, when the session look-up cannot run', async () => {
    const res = await withTableLocked('sessions', () => admin.get('/cms-admin/email_utils.php'));
    expectUnavailablePage(res);
  });
});
