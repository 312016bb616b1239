import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
