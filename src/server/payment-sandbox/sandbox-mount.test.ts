import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { closeTestApp } from '../../testing/payments-test-kit';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  testDialects,
} from '../../testing/test-app';
import type { SandboxDatabase, SandboxTransactionsTable } from './sandbox-tables';

type OldSandboxTransaction = SandboxTransactionsTable & { card_fingerprint: string };

// The sandbox is mounted (routes, migrations, tables) only when it is the configured provider.

const SANDBOX_TABLES = ['sandbox_tokens', 'sandbox_transactions', 'sandbox_migration'];
const tableNames = async (t: TestApp) =>
  (await t.app.db.introspection.getTables()).map((table) => table.name);
const apiCall = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/sandbox/xml/v1/request.api', payload: '{}' });

describe.each(testDialects)('the payment sandbox on %s', (dialect) => {
  describe('with PAYMENT_PROVIDER=sandbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { PAYMENT_RECONCILE_INTERVAL_MS: '0' });
    });
    afterAll(() => closeTestApp(t));

    it('answers on its routes and has its tables, recorded by its own migrations', async () => {
      expect((await apiCall(t)).statusCode).toBe(200);
      expect((await t.app.inject('/sandbox/v3/AcceptUI.js')).statusCode).toBe(200);
      expect(await tableNames(t)).toEqual(expect.arrayContaining(SANDBOX_TABLES));
      const ran = await t.app.db
        .withTables<{ sandbox_migration: { name: string } }>()
        .selectFrom('sandbox_migration')
        .select('name')
        .execute();
      expect(ran.map((r) => r.name)).toEqual([
        '2026-11-22-0001-sandbox-tables',
        '2026-11-24-0002-no-card-hash',
        '2026-11-28-0003-settlement',
      ]);
    });
  });

  describe('with PAYMENT_PROVIDER=authorize-net', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        PAYMENT_PROVIDER: 'authorize-net',
        AUTHNET_API_LOGIN_ID: 'login',
        AUTHNET_TRANSACTION_KEY: 'key',
        AUTHNET_CLIENT_KEY: 'client',
        PAYMENT_RECONCILE_INTERVAL_MS: '0',
      });
    });
    afterAll(() => closeTestApp(t));

    it('has no sandbox routes and no sandbox tables', async () => {
      expect((await apiCall(t)).statusCode).toBe(404);
      expect((await t.app.inject('/sandbox/v3/AcceptUI.js')).statusCode).toBe(404);
      const names = await tableNames(t);
      expect(names).toContain('payment_attempts');
      expect(names.filter((n) => n.startsWith('sandbox'))).toEqual([]);
    });

    it('lets the page load the real hosted form from the test host', async () => {
      const csp = String((await t.app.inject('/')).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/jstest\.authorize\.net/);
      expect(csp).toContain('frame-src');
    });
  });

  it('keeps the state of a sandbox made by the business migrations before it had its own', async () => {
    const database = await createTestDatabase(dialect);
    const before = openDatabase(database.url);
    const provider = { getMigrations: async () => migrations };
    const to0008 = await new Migrator({ db: before.db, provider }).migrateTo(
      '2026-11-21-0008-slot-withdrawal',
    );
    expect(to0008.error).toBeUndefined();
    const now = new Date().toISOString();
    // A row as the sandbox kept it then, with the card number's hash.
    await before.db
      .withTables<{ sandbox_transactions: OldSandboxTransaction }>()
      .insertInto('sandbox_transactions')
      .values({
        login_id: 'sandbox',
        status: 'authorizedPendingCapture',
        response_code: '1',
        reason_code: '1',
        auth_code: 'ABC123',
        amount_cents: 4200,
        captured_cents: null,
        invoice_number: 'OLD',
        card_fingerprint: 'f',
        card_last4: '1111',
        card_type: 'Visa',
        cvv_result: 'M',
        zip: null,
        first_name: null,
        last_name: null,
        fault: null,
        submitted_at: now,
        updated_at: now,
      })
      .execute();
    await before.destroy();

    const t = await createTestApp(dialect, {
      DATABASE_URL: database.url,
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    try {
      const rows = await t.app.db
        .withTables<SandboxDatabase>()
        .selectFrom('sandbox_transactions')
        .select(['invoice_number', 'amount_cents', 'card_last4'])
        .execute();
      expect(rows).toEqual([{ invoice_number: 'OLD', amount_cents: 4200, card_last4: '1111' }]);
      // The hash went with its column: no sandbox table keeps one any more.
      const columns = (await t.app.db.introspection.getTables())
        .filter((table) => table.name.startsWith('sandbox_t'))
        .flatMap((table) => table.columns.map((c) => c.name));
      expect(columns).toContain('card_last4');
      expect(columns.filter((c) => /fingerprint|bin/.test(c))).toEqual([]);
    } finally {
      await closeTestApp(t);
      await database.drop();
    }
  });

  it('migrates once when several processes start on the same database at once', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const children = [1, 2, 3, 4].map(() => migrateInChild(database.url));
      await Promise.all(children.map((child) => child.ready));
      for (const child of children) child.go();
      const outcomes = await Promise.all(children.map((child) => child.done));
      expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok']);
      const check = openDatabase(database.url);
      const names = (await check.db.introspection.getTables()).map((table) => table.name);
      await check.destroy();
      expect(names).toEqual(expect.arrayContaining(SANDBOX_TABLES));
    } finally {
      await database.drop();
    }
  }, 60_000);
});

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A separate Node process doing what a starting app does to the schema, once told to go. */
function migrateInChild(url: string) {
  const script = `
    import { once } from 'node:events';
    import { openDatabase } from ${JSON.stringify(here('../db/database.ts'))};
    import { migrateToLatest } from ${JSON.stringify(here('../db/migrate.ts'))};
    import { migrateSandbox } from ${JSON.stringify(here('./sandbox-migrate.ts'))};
    const handle = openDatabase(${JSON.stringify(url)});
    console.log('ready');
    await once(process.stdin, 'data');
    try {
      await handle.withoutQueryLimit(migrateToLatest);
      await handle.withoutQueryLimit((db) => migrateSandbox(db.withTables()));
      console.log('ok');
    } finally {
      await handle.destroy();
      process.stdin.destroy();
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  let out = '';
  let ready = () => {};
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready')) ready();
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    ready: new Promise<void>((resolve) => (ready = resolve)),
    go: () => child.stdin.write('go\n'),
    done: new Promise<string>((resolve) =>
      child.on('close', () => resolve(out.replace('ready', '').trim())),
    ),
  };
}
