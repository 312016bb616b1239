import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorReport } from '../../../shared/reports/report-draft';
import type {
  PublishCheck,
  PublishJob,
  ReportVersions,
} from '../../../shared/reports/report-publishing';
import type { WebReport } from '../../../shared/reports/web-report';
import { testDialects } from '../../../testing/test-app';
import { signedInCustomer } from '../../../testing/admin-testing';
import { waitForMail } from '../../../testing/smtp-catcher';
import {
  change,
  publishedJob,
  sendChanges,
  sidewaysPhoto,
  uploadPhoto,
  WRITING,
  writingWorld,
  type WritingWorld,
} from '../../../testing/report-writing-kit';
import type { TestAgent } from '../../../testing/test-agent';

// Publishing: the incomplete list, the job, the PDF (findings and photos in it) kept as the order's
// report file and sent through the report flow, the gates, versions, and a change sent after.

describe.each(testDialects)('publishing a written report (%s)', (dialect) => {
  let w: WritingWorld;
  let buyer: TestAgent;
  beforeAll(async () => {
    w = await writingWorld(dialect);
    buyer = await signedInCustomer(w.t.app, w.catcher, 'pat.buyer@example.test');
  }, 90_000);
  afterAll(() => w.close());

  it('publishes version 1 and 2, behind the gates, and keeps a change sent after', async () => {
    const orderId = await w.adaOrder('pat.buyer@example.test');
    const report = (await w.ada.get(`${WRITING.editor}?order=${orderId}`)).json<EditorReport>();
    const section = report.template.document.sections[0];
    const item = section?.items[0];
    if (!section || !item) throw new Error('no item');
    const key = { sectionKey: section.key, itemKey: item.key };
    const finding = randomUUID();
    await sendChanges(w.ada, orderId, [
      change({ type: 'item', ...key, status: 'deficient' }),
      change({
        type: 'finding',
        findingId: finding,
        ...key,
        fields: {
          text: 'Exposed wiring near the panel',
          severity: 'safety',
          location: 'Garage',
          commentKey: null,
        },
      }),
    ]);
    const check = (
      await w.ada.get(`${WRITING.publishCheck}?order=${orderId}`)
    ).json<PublishCheck>();
    expect(check.complete).toBe(false);
    expect(check.findingsWithoutPhoto.map((f) => f.findingId)).toEqual([finding]);
    expect(check.itemsWithoutStatus.length).toBeGreaterThan(50);
    const unconfirmed = await w.ada.post(WRITING.publish, { orderId });
    expect(unconfirmed.statusCode).toBe(409);
    const photo = await uploadPhoto(
      w.ada,
      orderId,
      {
        photo_id: randomUUID(),
        ...{ section_key: key.sectionKey, item_key: key.itemKey },
        at: new Date().toISOString(),
        caption: 'The open box',
        finding_id: finding,
        markup: JSON.stringify([
          { kind: 'arrow', x1: 0.1, y1: 0.1, x2: 0.5, y2: 0.5, color: 'red' },
        ]),
      },
      await sidewaysPhoto(800, 400),
    );
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await w.ben.post(WRITING.publish, { orderId, confirm: true })).statusCode).toBe(404);

    const started = await w.ada.post(WRITING.publish, { orderId, confirm: true });
    expect(started.statusCode, started.body).toBe(202);
    const job = await publishedJob(w.ada, started.json<PublishJob>().jobId);
    expect(job).toMatchObject({ step: 'done', version: 1, percent: 100 });
    await waitForMail(w.catcher, 'pat.buyer@example.test', /inspection report is ready/);

    // The PDF is the order's report file: its text has the finding; it embeds the photo.
    const mine = await buyer.get('/cms-admin/api/my_reports.php');
    const listed = mine.json<{
      orders: {
        orderId: number;
        waits: string[];
        reports: { id: number; webVersion: number | null }[];
      }[];
    }>();
    const entry = listed.orders.find((o) => o.orderId === orderId);
    expect(entry?.reports).toEqual([
      expect.objectContaining({ id: job.reportFileId, webVersion: 1 }),
    ]);
    expect(entry?.waits.length).toBeGreaterThan(0);
    const gated = await buyer.get(`${WRITING.webReport}?order=${orderId}`);
    expect(gated.statusCode).toBe(403);
    // The gates off (as Advanced → Reports saves them), the customer reads the web report and the PDF.
    await w.t.app.db
      .insertInto('settings')
      .values([
        { key: 'reports.needPayment', value: '0' },
        { key: 'reports.needAgreement', value: '0' },
      ])
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '0' }))
      .execute();
    const web = (await buyer.get(`${WRITING.webReport}?order=${orderId}`)).json<WebReport>();
    expect(web.version).toBe(1);
    expect(web.summary.counts.safety).toBe(1);
    expect(web.summary.findings[0]).toMatchObject({
      text: 'Exposed wiring near the panel',
      location: 'Garage',
    });
    const webPhoto = web.summary.findings[0]?.photos[0];
    expect(webPhoto).toMatchObject({ caption: 'The open box', width: 400, height: 800 });
    const served = await buyer.request({ method: 'GET', url: webPhoto?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The page shows the small web copy (the full one stays for a tap and the PDF).
    expect(webPhoto?.web).toMatchObject({ width: 320, height: 640 });
    const small = await buyer.request({ method: 'GET', url: webPhoto?.web?.url ?? '' });
    expect(small.statusCode).toBe(200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height, smallMeta.exif]).toEqual([320, 640, undefined]);
    expect(web.pdfUrl).toBe(`/cms-admin/api/report_file.php?id=${job.reportFileId}`);
    const file = await buyer.request({
      method: 'GET',
      url: `/cms-admin/api/report_file.php?id=${job.reportFileId}`,
    });
    expect(file.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain('Exposed wiring near the panel');
    expect(text).toContain('Summary');
    expect(text).toContain('Contents');
    let images = 0;
    for (let page = 1; page <= doc.numPages; page += 1)
      images += (await extractImages(doc, page)).length;
    expect(images).toBeGreaterThanOrEqual(2);
    // Another customer: not found.
    const stranger = await signedInCustomer(w.t.app, w.catcher, 'stranger@example.test');
    expect((await stranger.get(`${WRITING.webReport}?order=${orderId}`)).statusCode).toBe(404);

    // A change from a device that was offline arrives after publishing: kept for version 2.
    const late = await sendChanges(w.ada, orderId, [
      change({
        type: 'finding',
        findingId: randomUUID(),
        ...key,
        fields: { text: 'Loose outlet cover', severity: 'repair' },
      }),
    ]);
    expect(late.answer?.afterPublish).toBe(true);
    expect(late.answer?.results[0]?.outcome).toBe('applied');
    expect(late.answer?.progress).toEqual({ state: 'published', version: 1, changedSince: true });
    expect(
      (await buyer.get(`${WRITING.webReport}?order=${orderId}`)).json<WebReport>().summary.findings,
    ).toHaveLength(1);
    const second = await w.ada.post(WRITING.publish, { orderId, confirm: true });
    const job2 = await publishedJob(w.ada, second.json<PublishJob>().jobId);
    expect(job2).toMatchObject({ step: 'done', version: 2 });
    const latest = (await buyer.get(`${WRITING.webReport}?order=${orderId}`)).json<WebReport>();
    expect(latest.version).toBe(2);
    expect(latest.summary.findings.map((f) => f.text)).toEqual([
      'Exposed wiring near the panel',
      'Loose outlet cover',
    ]);
    expect((await buyer.get(`${WRITING.webReport}?order=${orderId}&version=1`)).statusCode).toBe(
      404,
    );
    const after = (await buyer.get('/cms-admin/api/my_reports.php')).json<{
      orders: { orderId: number; reports: { id: number }[] }[];
    }>();
    expect(after.orders.find((o) => o.orderId === orderId)?.reports.map((r) => r.id)).toEqual([
      job2.reportFileId,
    ]);
    const versions = (
      await w.ada.get(`${WRITING.versions}?order=${orderId}`)
    ).json<ReportVersions>();
    expect(versions.versions.map((v) => [v.version, v.current, v.publishedBy])).toEqual([
      [2, true, 'Ada Lane'],
      [1, false, 'Ada Lane'],
    ]);
    expect(
      (await w.ada.get(`${WRITING.webReport}?order=${orderId}&version=1`)).json<WebReport>()
        .version,
    ).toBe(1);
  }, 90_000);
});
