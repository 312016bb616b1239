import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const API = '/cms-admin/api';
const URLS = [
  `${API}/pages.php?slug=home`,
  `${API}/services.php`,
  `${API}/get_slots.php?future=true&limit=20`,
];
const TOKEN = 'metrics-token-for-kept-answer-tests-0123';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer as bytes on the wire: no decompression, no header merging. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = ({ date: _date, ...rest }: Raw['headers']) => rest;

// Production settings (no request log): the HTTP server answers a current kept copy before
// Fastify sees the request. It must look exactly like the answer the whole way gave.
describe('kept answers before Fastify, over HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { LOG_REQUESTS: 'false', METRICS_TOKEN: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['plain', {}],
    ['gzip as browsers ask', { 'accept-encoding': 'gzip, deflate, br' }],
    ['brotli only', { 'accept-encoding': 'br' }],
    ['with session cookies', { 'accept-encoding': 'gzip', cookie: 'sid=x; XSRF-TOKEN=y' }],
  ])('answers as the whole way did (%s), 304 included', async (_name, headers) => {
    for (const url of URLS) {
      const first = await get(port, url, headers);
      const kept = await get(port, url, headers);
      expect(kept.status).toBe(first.status);
      expect(withoutDate(kept.headers)).toEqual(withoutDate(first.headers));
      expect(kept.body.equals(first.body)).toBe(true);
      const etag = first.headers.etag as string;
      const notModified = await get(port, url, { ...headers, 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
    }
  });

  it('counts the answers it sends in the request metrics, by route', async () => {
    const url = `${API}/services.php`;
    const count = async () => {
      const res = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const line = res.body
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes(`route="${url}"`) &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    await get(port, url);
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await get(port, url)).status).toBe(200);
    expect(await count()).toBe(before + 3);
  });
});
