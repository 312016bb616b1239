import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { authorizeCard, closeTestApp, payNowWorld } from '../../testing/payments-test-kit';
import { TEST_VISA } from '../../testing/sandbox-client';
import type { TestAgent } from '../../testing/test-agent';
import { createTestDatabase, type TestApp, testDialects } from '../../testing/test-app';
import {
  checkSandboxInProduction,
  SANDBOX_IN_PRODUCTION_REFUSED,
  SANDBOX_IN_PRODUCTION_WARNING,
} from '../payments/payments.plugin';

// The sandbox is test equipment: a production start on it needs an explicit switch (and warns),
// and it keeps of a card only what a real gateway shows a merchant — never a hash of the number.

const SECRET = 'a-session-secret-for-the-sandbox-safety-test';

describe('the sandbox in production', () => {
  const production = (extra: Record<string, string> = {}) =>
    parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, LOG_LEVEL: 'silent', ...extra });

  it('refuses to start without ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION, and starts with it', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const env = { ...production(), DATABASE_URL: database.url };
      await expect(buildApp(env, { logger: false })).rejects.toThrow(SANDBOX_IN_PRODUCTION_REFUSED);
      const allowed = {
        ...production({
          ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
          ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
        }),
      };
      const app = await buildApp({ ...allowed, DATABASE_URL: database.url }, { logger: false });
      await app.close();
    } finally {
      await database.drop();
    }
    expect(SANDBOX_IN_PRODUCTION_REFUSED).toContain('ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true');
  });

  it('warns on every start when allowed, and says nothing otherwise', () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m) };
    checkSandboxInProduction(production({ ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }), log);
    checkSandboxInProduction(production({ ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }), log);
    expect(warnings).toEqual([SANDBOX_IN_PRODUCTION_WARNING, SANDBOX_IN_PRODUCTION_WARNING]);
    checkSandboxInProduction(parseEnv({ NODE_ENV: 'development' }), log);
    const realGateway = production({
      PAYMENT_PROVIDER: 'authorize-net',
      AUTHNET_API_LOGIN_ID: 'login',
      AUTHNET_TRANSACTION_KEY: 'key',
      AUTHNET_CLIENT_KEY: 'client',
    });
    checkSandboxInProduction(realGateway, log);
    expect(warnings).toHaveLength(2);
  });
});

describe.each(testDialects)('what the sandbox keeps of a card on %s', (dialect) => {
  let t: TestApp;
  let browser: TestAgent;
  beforeAll(async () => {
    ({ t, browser } = await payNowWorld(dialect, { timeoutMs: 2000, listen: false }));
  });
  afterAll(() => closeTestApp(t));

  it('stores no card number, BIN or hash of it after a payment', async () => {
    const [slotId] = await addSlots(t.app.db, [24 * 8]);
    const submission = await validSubmission(t.app.db, slotId ?? 0, 'card-data@example.test');
    expect((await authorizeCard(t, browser, submission)).statusCode).toBe(200);

    const forbidden = [
      TEST_VISA,
      TEST_VISA.slice(0, 6),
      createHash('sha256').update(TEST_VISA).digest('hex'),
    ];
    for (const table of ['sandbox_tokens', 'sandbox_transactions']) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(t.app.db);
      expect(rows.length).toBeGreaterThan(0);
      const columns = Object.keys(rows[0] ?? {});
      expect(columns).toContain('card_last4');
      expect(
        columns.filter((c) => /fingerprint|_bin|card_number|hash/.test(c) && c !== 'token_hash'),
      ).toEqual([]);
      const text = JSON.stringify(rows);
      for (const value of forbidden) expect(text).not.toContain(value);
      expect(rows.map((r) => r.card_last4)).toContain('1111');
    }
  });
});
