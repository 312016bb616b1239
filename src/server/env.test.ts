import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv as parseEnvFile } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, envVariableNames, loadEnv, parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('sqlite:./data/site.db');
    expect(env.BUSINESS_TIMEZONE).toBe('America/New_York');
    expect(env.SEED_DEMO_SLOTS).toBe(true);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('names every bad variable at once', () => {
    try {
      parseEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        BUSINESS_TIMEZONE: 'Mars/Base',
        SEED_DEMO_SLOTS: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'BUSINESS_TIMEZONE', 'SEED_DEMO_SLOTS'])
        expect(message).toContain(name);
    }
  });

  it('looks for reminders at least once a minute', () => {
    expect(parseEnv({ REMINDER_INTERVAL_MS: '60000' }).REMINDER_INTERVAL_MS).toBe(60_000);
    expect(parseEnv({ REMINDER_INTERVAL_MS: '0' }).REMINDER_INTERVAL_MS).toBe(0);
    expect(() => parseEnv({ REMINDER_INTERVAL_MS: '60001' })).toThrow(
      /REMINDER_INTERVAL_MS: must be at most 60000 \(one minute\)/,
    );
  });

  it('requires gateway credentials for the real payment provider', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'authorize-net' })).toThrow(/AUTHNET_API_LOGIN_ID/);
  });

  it('reads lists and switches', () => {
    const env = parseEnv({
      ADMIN_EMAIL: 'A@x.com, b@y.org',
      SEED_DEMO_SLOTS: 'off',
      PUBLIC_URL: 'https://example.com/',
    });
    expect(env.ADMIN_EMAIL).toEqual(['a@x.com', 'b@y.org']);
    expect(env.SEED_DEMO_SLOTS).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://example.com');
  });
});

describe('the .env file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hi-env-'));
  const file = join(dir, '.env');
  writeFileSync(file, '# local settings\nPORT=4000\nBUSINESS_TIMEZONE="America/Chicago"\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fills what the environment leaves unset', () => {
    const env = loadEnv(file, { NODE_ENV: 'development' });
    expect(env.PORT).toBe(4000);
    expect(env.BUSINESS_TIMEZONE).toBe('America/Chicago');
  });

  it('loses to a real environment variable', () => {
    const secret = 's'.repeat(32);
    expect(
      loadEnv(file, { NODE_ENV: 'production', SESSION_SECRET: secret, PORT: '5000' }).PORT,
    ).toBe(5000);
  });

  it('is ignored under NODE_ENV=test, so tests never read a developer file', () => {
    expect(loadEnv(file, { NODE_ENV: 'test' }).PORT).toBe(3000);
  });

  it('may be missing', () => {
    expect(loadEnv(join(dir, 'none.env'), {}).PORT).toBe(3000);
  });
});

describe('.env.example', () => {
  const example = new URL('../../.env.example', import.meta.url);

  it('lists every variable the server reads, and nothing else', () => {
    const listed = Object.keys(parseEnvFile(readFileSync(example, 'utf8')));
    expect(listed.sort()).toEqual([...envVariableNames].sort());
  });

  it('shows the real defaults', () => {
    expect(loadEnv(example.pathname, { NODE_ENV: 'development' })).toEqual(parseEnv({}));
  });
});
