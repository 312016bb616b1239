import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HostedFormConfig } from '../../../shared/payments/hosted-form';
import type { Env } from '../../env';
import type { GatewayEndpoint } from './authnet-http';

// Which gateway the site talks to, with which keys, and which card-form script the browser loads.

const AUTHNET = {
  sandbox: {
    api: 'https://apitest.authorize.net/xml/v1/request.api',
    script: 'https://jstest.authorize.net/v3/AcceptUI.js',
  },
  production: {
    api: 'https://api.authorize.net/xml/v1/request.api',
    script: 'https://js.authorize.net/v3/AcceptUI.js',
  },
} as const;

/** Where the built-in sandbox (PAYMENT_PROVIDER=sandbox) is mounted; it serves the real paths. */
export const SANDBOX_PREFIX = '/sandbox';
export const SANDBOX_API_PATH = `${SANDBOX_PREFIX}/xml/v1/request.api`;
export const SANDBOX_SCRIPT_PATH = `${SANDBOX_PREFIX}/v3/AcceptUI.js`;
export const SANDBOX_API_LOGIN_ID = 'sandbox';

export interface GatewayCredentials {
  apiLoginId: string;
  /** Secret: server only. */
  transactionKey: string;
  /** Public: the browser's card form needs it. */
  clientKey: string;
}

/**
 * The keys the adapter and the card form use. For the built-in sandbox they are derived from the
 * site secret (shared by every app process), so nobody outside can drive its API without it.
 */
export function gatewayCredentials(env: Env, secret: string): GatewayCredentials {
  if (env.PAYMENT_PROVIDER === 'authorize-net') {
    return {
      apiLoginId: env.AUTHNET_API_LOGIN_ID ?? '',
      transactionKey: env.AUTHNET_TRANSACTION_KEY ?? '',
      clientKey: env.AUTHNET_CLIENT_KEY ?? '',
    };
  }
  return sandboxCredentials(secret);
}

/** The built-in sandbox's keys, derived from the site secret. */
export function sandboxCredentials(secret: string): GatewayCredentials {
  const derive = (label: string, length: number) =>
    createHmac('sha256', secret).update(label).digest('hex').slice(0, length);
  return {
    apiLoginId: SANDBOX_API_LOGIN_ID,
    transactionKey: derive('sandbox-transaction-key', 16),
    clientKey: derive('sandbox-client-key', 40),
  };
}

export type { HostedFormConfig };

/** What the checkout page needs to render the card-form button and load its script. */
export function hostedFormConfig(env: Env, secret: string): HostedFormConfig {
  const { apiLoginId, clientKey } = gatewayCredentials(env, secret);
  const scriptUrl =
    env.PAYMENT_PROVIDER === 'authorize-net'
      ? AUTHNET[env.AUTHNET_ENVIRONMENT].script
      : SANDBOX_SCRIPT_PATH;
  return { scriptUrl, apiLoginId, clientKey };
}

/**
 * Hosts the Content-Security-Policy must allow for the real hosted form (its script and frame,
 * and the API it calls). The built-in sandbox is served from our own origin: nothing extra.
 */
export function paymentCspHosts(env: Env): string[] {
  if (env.PAYMENT_PROVIDER !== 'authorize-net') return [];
  return [AUTHNET[env.AUTHNET_ENVIRONMENT].script, AUTHNET[env.AUTHNET_ENVIRONMENT].api].map(
    (url) => new URL(url).origin,
  );
}

/**
 * Where the adapter sends its calls. For the built-in sandbox this is the app's own listening
 * address on the loopback interface, not PUBLIC_URL: behind a load balancer each process reaches
 * itself without leaving the machine, and the sandbox's state is in the shared database, so any
 * process answers alike. An app that never listens (API tests through app.inject) gets the same
 * request dispatched in-process.
 */
export function gatewayEndpoint(app: FastifyInstance): () => GatewayEndpoint {
  const env = app.env;
  if (env.PAYMENT_PROVIDER === 'authorize-net') {
    const endpoint = { url: AUTHNET[env.AUTHNET_ENVIRONMENT].api, fetch: globalThis.fetch };
    return () => endpoint;
  }
  const inProcess = { url: `http://in-process${SANDBOX_API_PATH}`, fetch: injectFetch(app) };
  return () => {
    const base = loopbackBase(app);
    return base ? { url: `${base}${SANDBOX_API_PATH}`, fetch: globalThis.fetch } : inProcess;
  };
}

function loopbackBase(app: FastifyInstance): string | undefined {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return undefined;
  if (address.family === 'IPv6') {
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  }
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/json' },
      payload: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
