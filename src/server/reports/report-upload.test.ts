import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-app';
import { ordersWorld, type OrdersWorld, flashOf } from '../../testing/orders-admin-test-kit';
import { signedInCustomer } from '../../testing/admin-testing';
import {
  pdfBytes,
  postReport,
  REPORTS_API,
  storedCounts,
  streamReport,
} from '../../testing/report-test-kit';
import { createAgent } from '../../testing/test-agent';
import { uploadReport } from './report-upload.service';
import { countChunks } from './reports.repository';
import { CHUNK_BYTES, NOT_A_PDF } from './report-storage';

// A collection before each memory sample, so only what is still held counts.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const retained = () => {
  collect();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDialects)('report upload (%s)', (dialect) => {
  let w: OrdersWorld;
  let orderId: number;

  beforeAll(async () => {
    w = await ordersWorld(dialect);
    orderId = (await w.payLater()).id;
  });
  afterAll(() => w.close());

  it('stores a PDF in ~1 MB parts and gives the same bytes back', async () => {
    const data = pdfBytes(Math.floor(2.5 * CHUNK_BYTES));
    const res = await postReport(w.t.app, w.admin, orderId, { name: 'Smith <final>.pdf', data });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ id: number; filename: string; sizeBytes: number; sha256: string }>();
    expect(body).toMatchObject({
      filename: 'Smith -final.pdf',
      sizeBytes: data.length,
      sha256: sha256(data),
    });
    expect(await countChunks(w.t.app.db, body.id)).toBe(3);
    const back = await w.admin.get(`${REPORTS_API}/admin_report_file.php?id=${body.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe('attachment; filename="Smith -final.pdf"');
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256(back.rawPayload)).toBe(sha256(data));
    const unknown = await w.admin.get(`${REPORTS_API}/admin_report_file.php?id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Report not found.' });
    const page = await w.admin.get(`/cms-admin/manage-orders.php?id=${orderId}`);
    expect(page.body).toContain('Smith -final.pdf');
    expect(page.body).toContain('report-upload');
  });

  it('refuses a file that is not really a PDF, storing nothing', async () => {
    const before = await storedCounts(w.t.app);
    const fake = Buffer.concat([Buffer.from('<html>not a pdf'), pdfBytes(CHUNK_BYTES * 2)]);
    const byBytes = await postReport(w.t.app, w.admin, orderId, { name: 'x.pdf', data: fake });
    expect(byBytes.statusCode).toBe(415);
    expect(byBytes.json()).toEqual({ error: NOT_A_PDF });
    const byType = await postReport(w.t.app, w.admin, orderId, {
      name: 'x.png',
      type: 'image/png',
      data: pdfBytes(1000),
    });
    expect(byType.statusCode).toBe(415);
    expect(await storedCounts(w.t.app)).toEqual(before);
  });

  it('refuses a file over the limit, removing the parts already stored', async () => {
    const before = await storedCounts(w.t.app);
    const big = pdfBytes(3 * CHUNK_BYTES);
    const upload = uploadReport(w.t.app.db, {
      orderId,
      by: { id: w.adminId, at: new Date() },
      filename: 'big.pdf',
      contentType: 'application/pdf',
      body: Readable.from([
        big.subarray(0, 2 * CHUNK_BYTES + 10),
        big.subarray(2 * CHUNK_BYTES + 10),
      ]),
      maxBytes: Math.floor(2.5 * CHUNK_BYTES),
    });
    await expect(upload).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('larger than 3 MB') as string,
    });
    expect(await storedCounts(w.t.app)).toEqual(before);
  });

  it('answers a plain form post (token in the action, no script) with the order page and a flash', async () => {
    const res = await postReport(
      w.t.app,
      w.admin,
      orderId,
      { name: 'plain.pdf', data: pdfBytes(5000) },
      { json: false, tokenInQuery: true },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/cms-admin/manage-orders.php?id=${orderId}`);
    expect(flashOf(res)).toMatch(/^Uploaded plain\.pdf \(5 KB\)/);
    const refused = await postReport(
      w.t.app,
      w.admin,
      orderId,
      { name: 'plain.pdf', data: Buffer.from('hello') },
      { json: false, tokenInQuery: true },
    );
    expect(refused.statusCode).toBe(303);
    expect(flashOf(refused)).toBe(NOT_A_PDF);
  });

  it('refuses customers, visitors, a bad token and an unknown order', async () => {
    const before = await storedCounts(w.t.app);
    const customer = await signedInCustomer(w.t.app, w.catcher, 'someone@example.test');
    const data = pdfBytes(2000);
    expect((await postReport(w.t.app, customer, orderId, { data })).statusCode).toBe(403);
    const visitor = createAgent(w.t.app);
    await visitor.get(`${REPORTS_API}/session.php`);
    expect((await postReport(w.t.app, visitor, orderId, { data })).statusCode).toBe(401);
    const forged = await w.t.app.inject({
      method: 'POST',
      url: `${REPORTS_API}/report_upload.php?order=${orderId}&_csrf=wrong`,
      headers: { cookie: [...w.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(forged.statusCode).toBe(403);
    expect((await postReport(w.t.app, w.admin, 999_999, { data })).statusCode).toBe(404);
    expect(await storedCounts(w.t.app)).toEqual(before);
  });

  it('streams a 40 MB upload over HTTP into 40 parts without holding it in memory', async () => {
    const size = 40 * CHUNK_BYTES;
    const before = retained();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, retained() - before)), 20);
    const res = await streamReport(w.t.app, w.admin, orderId, size);
    clearInterval(sampler);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.sizeBytes).toBe(size);
    const id = res.body.id as number;
    expect(await countChunks(w.t.app.db, id)).toBe(40);
    // One part a query: 40 MB in one answer can outlast the statement limit on a busy machine.
    const sizes: number[] = [];
    for (let seq = 0; seq < 40; seq++) {
      const part = await w.t.app.db
        .selectFrom('report_chunks')
        .select('data')
        .where('report_id', '=', id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      sizes.push(part?.data.byteLength ?? 0);
    }
    expect(Math.max(...sizes)).toBe(CHUNK_BYTES);
    // Loose: a file held whole would keep 40 MB; parts and socket buffers in flight stay ~20 MB.
    expect(peak, `${Math.round(peak / 1e6)} MB held at most`).toBeLessThan(size * 0.65);
  }, 90_000);
});
