import { gatewayCalls } from '../../metrics/metrics';
import type { UnknownOutcome } from './gateway.types';

/** Where one API call goes and how: plain fetch, or an in-process stand-in with fetch's shape. */
export interface GatewayEndpoint {
  url: string;
  fetch: typeof fetch;
}

export type PostResult = { ok: true; body: unknown } | ({ ok: false } & UnknownOutcome);

/**
 * POSTs one JSON API request. The API answers HTTP 200 with a UTF-8 byte-order mark before the
 * JSON, so the body is decoded keeping the mark and the mark is stripped explicitly:
 * whatever the transport's decoder does, JSON.parse sees clean text. Never throws.
 */
export async function postApiRequest(
  endpoint: GatewayEndpoint,
  payload: unknown,
  timeoutMs: number,
): Promise<PostResult> {
  const result = await post(endpoint, payload, timeoutMs);
  gatewayCalls.inc({ outcome: result.ok ? 'answered' : result.status });
  return result;
}

async function post(
  endpoint: GatewayEndpoint,
  payload: unknown,
  timeoutMs: number,
): Promise<PostResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // The race also bounds transports that ignore the signal.
    const response = await untilAborted(
      endpoint.fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal,
      }),
      signal,
    );
    const bytes = await untilAborted(response.arrayBuffer(), signal);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    if (!response.ok) {
      return { ok: false, status: 'unreachable', message: `HTTP ${response.status}` };
    }
    return { ok: true, body: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    if (signal.aborted) {
      return { ok: false, status: 'timeout', message: `No answer within ${timeoutMs} ms` };
    }
    return { ok: false, status: 'unreachable', message: describe(error) };
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function describe(error: unknown): string {
  if (error instanceof SyntaxError) return 'The answer was not JSON';
  if (error instanceof Error) {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
