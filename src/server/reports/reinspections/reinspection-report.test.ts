import { DateTime } from 'luxon';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorReport } from '../../../shared/reports/report-draft';
import type { PublishJob } from '../../../shared/reports/report-publishing';
import { REPAIR_REQUEST_MESSAGES as RM } from '../../../shared/reports/repair-requests';
import type { WebReport } from '../../../shared/reports/web-report';
import {
  ADMIN,
  csrfOf,
  postForm,
  signedIn,
  signedInCustomer,
} from '../../../testing/admin-testing';
import { ORDERS_URL } from '../../../testing/orders-admin-test-kit';
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
import {
  gatesOff,
  publishedOrder,
  type PublishedFinding,
} from '../../../testing/repair-request-kit';
import type { TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { getSiteSettings } from '../../settings/settings.service';

// The reinspection's report is the written report in its reinspection mode: it starts from the
// findings asked for, one item each, marked with an outcome in the same editor and sync, and is
// published through the same job as any report.

const API = '/cms-admin/api';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The addresses the PDF's links go to, on every page. */
async function pdfLinks(doc: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page <= doc.numPages; page += 1)
    for (const a of await (await doc.getPage(page)).getAnnotations())
      if (typeof a.url === 'string') out.push(a.url);
  return out;
}

describe.each(testDialects)('the reinspection report (%s)', (dialect) => {
  let w: WritingWorld;
  let buyer: TestAgent;
  let findings: PublishedFinding[];
  let reinspectionId: number;
  let original: { orderId: number; requestId: number };
  beforeAll(async () => {
    w = await writingWorld(dialect);
    await gatesOff(w);
    const admin = await signedIn(w.t.app, w.catcher, ADMIN);
    buyer = await signedInCustomer(w.t.app, w.catcher, 'una.buyer@example.test');
    const published = await publishedOrder(w, 'una.buyer@example.test', ['safety', 'repair']);
    findings = published.findings;
    const request = (
      await buyer.post(`${API}/repair_requests.php`, {
        orderId: published.orderId,
        name: 'Before closing',
      })
    ).json<{ id: number }>();
    for (const f of findings)
      await buyer.post(`${API}/repair_request_item.php`, {
        requestId: request.id,
        findingId: f.id,
        ask: 'repair',
      });
    const zone = (await getSiteSettings(w.t.app.db, w.t.app.env)).timeZone;
    const made = await postForm(w.t.app, admin, ORDERS_URL, {
      _csrf: csrfOf(admin),
      action: 'reinspection-create',
      id: String(published.orderId),
      date: DateTime.now().setZone(zone).plus({ days: 12 }).toFormat('yyyy-MM-dd'),
      time: '09:00',
      inspectorId: String(w.adaInspectorId),
      repairRequestId: String(request.id),
    });
    if (made.statusCode !== 303) throw new Error(made.body);
    original = { orderId: published.orderId, requestId: request.id };
    reinspectionId = (
      await w.t.app.db
        .selectFrom('reinspections')
        .select('order_id')
        .where('original_order_id', '=', published.orderId)
        .executeTakeFirstOrThrow()
    ).order_id;
  }, 120_000);
  afterAll(() => w.close());

  it('starts from the findings asked for, one item each, for the booked inspector', async () => {
    const res = await w.ada.get(`${WRITING.editor}?order=${reinspectionId}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<EditorReport>();
    expect(report.template.document.sections).toHaveLength(1);
    const [section] = report.template.document.sections;
    expect(section!.key).toBe('reinspection');
    expect(section!.items.map((i) => i.key)).toEqual(findings.map((f) => f.id));
    expect(section!.items[0]!.title).toContain(findings[0]!.text);
    expect((await w.ben.get(`${WRITING.editor}?order=${reinspectionId}`)).statusCode).toBe(404);
  });

  it('keeps its checklist and the marks on it when the request is edited afterwards', async () => {
    const [one, two] = findings;
    const kept = await w.t.app.db
      .selectFrom('reinspections')
      .select('checklist_json')
      .where('order_id', '=', reinspectionId)
      .executeTakeFirstOrThrow();
    expect(kept.checklist_json).toContain(two!.id);
    const marked = await sendChanges(w.ada, reinspectionId, [
      change({ type: 'item', sectionKey: 'reinspection', itemKey: one!.id, status: 'fixed' }),
    ]);
    expect(marked.res.statusCode, marked.res.body).toBe(200);
    // The buyer takes one finding off the request while the visit is in progress.
    const removed = await buyer.post(`${API}/repair_request_item_remove.php`, {
      requestId: original.requestId,
      findingId: two!.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const report = (
      await w.ada.get(`${WRITING.editor}?order=${reinspectionId}`)
    ).json<EditorReport>();
    expect(report.template.document.sections[0]!.items.map((i) => i.key)).toEqual(
      findings.map((f) => f.id),
    );
    expect(report.draft.items).toContainEqual(
      expect.objectContaining({ sectionKey: 'reinspection', itemKey: one!.id, status: 'fixed' }),
    );
  });

  it('marks outcomes, takes new findings, and publishes through the same job', async () => {
    const [one, two] = findings;
    const key = (f: PublishedFinding) => ({ sectionKey: 'reinspection', itemKey: f.id });
    const sent = await sendChanges(w.ada, reinspectionId, [
      change({ type: 'item', ...key(one!), status: 'fixed' }),
      change({ type: 'item', ...key(two!), status: 'not_fixed' }),
      change({
        type: 'finding',
        findingId: crypto.randomUUID(),
        ...key(two!),
        fields: {
          text: 'Still double-tapped',
          severity: 'repair',
          location: 'Garage',
          commentKey: null,
        },
      }),
    ]);
    expect(sent.res.statusCode, sent.res.body).toBe(200);
    const photo = await uploadPhoto(
      w.ada,
      reinspectionId,
      {
        photo_id: crypto.randomUUID(),
        section_key: 'reinspection',
        item_key: two!.id,
        at: new Date().toISOString(),
        caption: 'Still leaking at the trap',
        markup: '[]',
      },
      await sidewaysPhoto(400, 200),
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const report = (
      await w.ada.get(`${WRITING.editor}?order=${reinspectionId}`)
    ).json<EditorReport>();
    expect(report.progress).toEqual({ state: 'in-progress', percent: 100 });
    const started = await w.ada.post(WRITING.publish, { orderId: reinspectionId, confirm: true });
    expect(started.statusCode, started.body).toBe(202);
    const job = await publishedJob(w.ada, started.json<PublishJob>().jobId);
    expect(job.step).toBe('done');
    const web = (await buyer.get(`${WRITING.webReport}?order=${reinspectionId}`)).json<WebReport>();
    const items = web.sections[0]!.items;
    expect(items.map((i) => i.status)).toEqual(['fixed', 'not_fixed']);
    expect(items[1]!.findings.map((f) => f.text)).toEqual(['Still double-tapped']);
    // It links back to the original report and the request it checks.
    expect(web.reinspectionOf).toEqual({
      orderId: original.orderId,
      repairRequestId: original.requestId,
    });

    // Its PDF says the same: each outcome and note, and links back to the original and request.
    const file = await buyer.request({ method: 'GET', url: web.pdfUrl ?? '' });
    expect(file.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Reinspection report');
    expect(text).toMatch(new RegExp(`${escapeRegExp(one!.text)}.*Outcome: Fixed\\b`));
    expect(text).toMatch(new RegExp(`${escapeRegExp(two!.text)}.*Outcome: Not fixed\\b`));
    expect(text).toContain('Still double-tapped');
    expect(text).toContain('Still leaking at the trap');
    expect(text).toContain(
      `Checks the repairs asked for in repair request #${original.requestId} on the inspection report of order #${original.orderId}.`,
    );
    const site = w.t.app.env.PUBLIC_URL;
    expect(text).toContain(`Original report: ${site}/reports/${original.orderId}`);
    const links = await pdfLinks(doc);
    expect(links).toContain(`${site}/reports/${original.orderId}`);
    expect(links).toContain(
      `${site}/cms-admin/api/repair_request_pdf.php?request=${original.requestId}`,
    );
  });

  it('starts no repair request of its own', async () => {
    const res = await buyer.post(`${API}/repair_requests.php`, {
      orderId: reinspectionId,
      name: 'From the reinspection',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(RM.ofReinspection);
    const none = await w.t.app.db
      .selectFrom('repair_requests')
      .select('id')
      .where('order_id', '=', reinspectionId)
      .execute();
    expect(none).toEqual([]);
  });
});
