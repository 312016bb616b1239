import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostedFormConfig } from '../../shared/payments/hosted-form';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { sandboxCredentials } from './gateway/gateway-config';

// The checkout page learns the hosted card form's script and public keys from the site config
// inlined in index.html, and the Content-Security-Policy lets the real script in only when the
// real gateway is configured.

const clientDir = mkdtempSync(join(tmpdir(), 'hi-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>x</title><!--site-config--></head><body></body></html>',
);
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function pageFor(overrides: Record<string, string>) {
  const dbDir = mkdtempSync(join(clientDir, 'db-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dbDir, 'site.db')}`,
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO_SLOTS: 'false',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ...overrides,
  });
  const app = await buildApp(env, { clientDir, logger: false });
  apps.push(app);
  const res = await app.inject('/checkout');
  const json = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
  const config = JSON.parse(json?.[1] ?? '{}') as { hostedForm?: HostedFormConfig };
  return { app, body: res.body, config, csp: String(res.headers['content-security-policy']) };
}

const authnet = {
  PAYMENT_PROVIDER: 'authorize-net',
  AUTHNET_API_LOGIN_ID: 'login-id',
  AUTHNET_TRANSACTION_KEY: 'SecretTxnKey1234',
  AUTHNET_CLIENT_KEY: 'public-client-key',
};

describe('the hosted card form in the page', () => {
  it('uses the built-in stand-in and its keys with the sandbox; no outside host in the CSP', async () => {
    const { app, body, config, csp } = await pageFor({});
    const keys = sandboxCredentials(app.secret);
    expect(config.hostedForm).toEqual({
      scriptUrl: '/sandbox/v3/AcceptUI.js',
      apiLoginId: keys.apiLoginId,
      clientKey: keys.clientKey,
    });
    expect(body).not.toContain(keys.transactionKey);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('authorize.net');
  });

  it("uses Authorize.Net's test script and lets only its hosts in", async () => {
    const { body, config, csp } = await pageFor(authnet);
    expect(config.hostedForm).toEqual({
      scriptUrl: 'https://jstest.authorize.net/v3/AcceptUI.js',
      apiLoginId: 'login-id',
      clientKey: 'public-client-key',
    });
    expect(body).not.toContain('SecretTxnKey1234');
    expect(csp).toContain("script-src 'self' https://jstest.authorize.net https://apitest");
    expect(csp).toContain("frame-src 'self' https://jstest.authorize.net");
    expect(csp).not.toMatch(/\/\/(js|api)\.authorize\.net/);
  });

  it('uses the production script when AUTHNET_ENVIRONMENT=production', async () => {
    const { config, csp } = await pageFor({ ...authnet, AUTHNET_ENVIRONMENT: 'production' });
    expect(config.hostedForm?.scriptUrl).toBe('https://js.authorize.net/v3/AcceptUI.js');
    expect(csp).toContain("script-src 'self' https://js.authorize.net https://api.authorize.net");
    expect(csp).not.toContain('jstest');
  });
});
