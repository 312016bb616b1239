import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser stand-in over app.inject: keeps cookies between requests and, like the SPA, sends the
 * XSRF-TOKEN cookie back as X-XSRF-TOKEN on every non-GET/HEAD request.
 */
export interface TestAgent {
  cookies: Map<string, string>;
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function createAgent(app: FastifyInstance): TestAgent {
  const cookies = new Map<string, string>();

  async function request(
    options: InjectOptions & { url: string },
  ): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      ...(options.headers as Record<string, string> | undefined),
    };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET' && method !== 'HEAD' && !('x-xsrf-token' in headers)) {
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    const res = await app.inject({
      ...options,
      method: method as InjectOptions['method'],
      headers,
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return res;
  }

  return {
    cookies,
    request,
    get: (url) => request({ url, method: 'GET' }),
    post: (url, payload, headers) =>
      request({ url, method: 'POST', payload: payload as InjectOptions['payload'], headers }),
  };
}
