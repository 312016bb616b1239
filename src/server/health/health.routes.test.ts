import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/session.service';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';

describe.each(testDialects)('health probes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('/healthz says the process answers, uncached', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('/readyz is ready when the database answers and every migration ran', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is unavailable while a migration this build knows has not run', async () => {
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(t.app.db);
    const last = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.app.db);
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        reason: '1 database migration(s) not applied',
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        t.app.db,
      );
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('/healthz needs no database (nor session) and /readyz says the database is gone', async () => {
    await t.app.db.destroy();
    // A well-formed session cookie: looking it up would need the database.
    const cookie = `${sessionCookieName(t.env)}=${'a'.repeat(43)}`;
    const health = await t.app.inject({ url: '/healthz', headers: { cookie } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'the database check failed' });
  });
});
