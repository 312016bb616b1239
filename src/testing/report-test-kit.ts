import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { csrfOf } from './admin-testing';
import type { TestAgent } from './test-agent';

// Helpers for the report tests (not a test file): PDF-looking bytes and multipart uploads.

export const REPORTS_API = '/cms-admin/api';

/** `size` bytes that start like a PDF (random after the header, so every file hashes apart). */
export function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

const BOUNDARY = '----report-test-boundary-7d1a';

/** A multipart/form-data body with one file field `report`. */
export function multipartBody(filename: string, contentType: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="report"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const cookieHeader = (agent: TestAgent) =>
  [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** POST report_upload.php as the upload script does (JSON answer, token in the header). */
export function postReport(
  app: FastifyInstance,
  agent: TestAgent,
  orderId: number,
  file: { name?: string; type?: string; data: Buffer },
  opts: { json?: boolean; tokenInQuery?: boolean } = {},
) {
  const query = opts.tokenInQuery ? `&_csrf=${encodeURIComponent(csrfOf(agent))}` : '';
  return app.inject({
    method: 'POST',
    url: `${REPORTS_API}/report_upload.php?order=${orderId}${query}`,
    payload: multipartBody(file.name ?? 'report.pdf', file.type ?? 'application/pdf', file.data),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: cookieHeader(agent),
      ...(opts.json === false ? {} : { accept: 'application/json' }),
      ...(opts.tokenInQuery ? {} : { 'x-xsrf-token': csrfOf(agent) }),
    },
  });
}

/**
 * Uploads `size` bytes over real HTTP, generated 64 KB at a time, so neither side ever holds the
 * whole file. Answers the status and JSON body.
 */
export function streamReport(
  app: FastifyInstance,
  agent: TestAgent,
  orderId: number,
  size: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = app.server.address() as AddressInfo;
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="report"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${REPORTS_API}/report_upload.php?order=${orderId}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.length + size + tail.length,
          accept: 'application/json',
          cookie: cookieHeader(agent),
          'x-xsrf-token': csrfOf(agent),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', reject);
    let sent = 0;
    const piece = 64 * 1024;
    const write = () => {
      while (sent < size) {
        const first = sent === 0 ? Buffer.from('%PDF-1.7\n') : Buffer.alloc(0);
        const n = Math.min(piece, size - sent);
        const chunk = Buffer.concat([first, Buffer.alloc(n - first.length, sent % 251)]);
        sent += n;
        if (!req.write(sent === n ? Buffer.concat([head, chunk]) : chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end(tail);
    };
    write();
  });
}

/** The report rows and stored parts, for "nothing stored" checks. */
export async function storedCounts(app: FastifyInstance) {
  const count = async (table: 'reports' | 'report_chunks') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { reports: await count('reports'), chunks: await count('report_chunks') };
}
