import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app';
import { buildApp } from '../app';
import { parseEnv } from '../env';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;

describe('TRUST_PROXY setting', () => {
  it('is off by default and with false or 0', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true (trust every hop) and says what to set instead', () => {
    for (const value of ['true', 'yes', 'on']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "true" would believe every X-Forwarded-For hop.*number of proxies.*addresses/,
      );
    }
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5', '999', '10.0.0.1,']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address behind proxies', () => {
  const opened: { app: FastifyInstance; database: TestDatabase }[] = [];
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.drop();
    }
  });

  /** The site with TRUST_PROXY set, plus a route that answers request.ip. */
  async function siteWith(trustProxy: string | undefined): Promise<FastifyInstance> {
    const database = await createTestDatabase('sqlite');
    const env = parseEnv({ ...base, DATABASE_URL: database.url, TRUST_PROXY: trustProxy });
    const app = await buildApp(env, { logger: false });
    app.get('/ip-probe', async (request) => ({ ip: request.ip }));
    await app.ready();
    opened.push({ app, database });
    return app;
  }

  const ipSeen = async (app: FastifyInstance, forwardedFor?: string) => {
    const res = await app.inject({
      url: '/ip-probe',
      remoteAddress: '10.0.0.5',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.json<{ ip: string }>().ip;
  };

  it('off: the socket address, whatever X-Forwarded-For says', async () => {
    const app = await siteWith(undefined);
    expect(await ipSeen(app, '203.0.113.9, 198.51.100.7')).toBe('10.0.0.5');
  });

  it('one hop: the address the proxy added (the last), never one the client wrote', async () => {
    const app = await siteWith('1');
    expect(await ipSeen(app, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen(app, '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen(app)).toBe('10.0.0.5');
  });

  it('a proxy list: hops are believed only from the listed proxies', async () => {
    const app = await siteWith('10.0.0.0/24');
    expect(await ipSeen(app, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen(app, '203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    const other = await siteWith('192.0.2.1');
    expect(await ipSeen(other, '203.0.113.9, 198.51.100.7')).toBe('10.0.0.5');
  });
});
