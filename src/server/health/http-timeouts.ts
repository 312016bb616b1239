import type { Env } from '../env';

// A socket with no byte either way for this long is closed; longer than any handler may work
// (a payment call waits up to PAYMENT_TIMEOUT_MS), so only a stalled connection meets it.
const IDLE_SOCKET_MS = 120_000;

/**
 * The HTTP server's limits against slow clients: the headers, then the whole request, must arrive
 * in time, and an idle keep-alive connection is closed. Node checks the first two on an interval
 * (30 s by default), shortened here so the limits hold to about a second.
 */
export function httpTimeouts(env: Env) {
  return {
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_SOCKET_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, env.HTTP_HEADERS_TIMEOUT_MS),
    },
  };
}
