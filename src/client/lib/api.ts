// The one way the client talks to the server (every path under /cms-admin/api/, docs/site.md).
export const API_BASE = '/cms-admin/api/';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
  }

  /** The parsed JSON body, when there is one. */
  json<T = Record<string, unknown>>(): T | undefined {
    try {
      return JSON.parse(this.body) as T;
    } catch {
      return undefined;
    }
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers the API in-process: a page there has no origin to fetch from. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * fetch with the CSRF header: non-GET/HEAD requests to relative URLs carry the XSRF-TOKEN cookie
 * back as X-XSRF-TOKEN (docs/security.md). Answers the raw Response; throws ApiError on HTTP errors and
 * ApiError with status 0 on network failure.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = /^(?:https?:)?\/\//.test(path) || path.startsWith('/') ? path : API_BASE + path;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const relative = !/^(?:https?:)?\/\//.test(url);
  if (relative && method !== 'GET' && method !== 'HEAD') {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers.set('X-XSRF-TOKEN', token);
  }
  let response: Response;
  try {
    response = await transport(url, { ...init, method, headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, '', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, body, `${method} ${url} failed with ${response.status}`);
  }
  return response;
}

export async function apiGet<T>(path: string): Promise<T> {
  return (await apiFetch(path)).json() as Promise<T>;
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** For the calls whose answer is read as text (sign-in answers plain text). */
export async function apiPostText(path: string, body: unknown): Promise<string> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return response.text();
}
