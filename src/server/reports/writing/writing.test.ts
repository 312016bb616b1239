import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorReport } from '../../../shared/reports/report-draft';
import type { PhotoAnswer } from '../../../shared/reports/report-photos';
import { testDialects } from '../../../testing/test-app';
import {
  change,
  hasGpsTag,
  sendChanges,
  sidewaysPhoto,
  uploadPhoto,
  WRITING,
  writingWorld,
  type WritingWorld,
} from '../../../testing/report-writing-kit';
import { currentTemplateVersion, editTemplate } from '../templates/templates.service';

// The editor's API: access, per-field merging of two devices, template versions kept, photos
// cleaned (upright, no EXIF or GPS).

describe.each(testDialects)('writing a report (%s)', (dialect) => {
  let w: WritingWorld;
  beforeAll(async () => {
    w = await writingWorld(dialect);
  }, 90_000);
  afterAll(() => w.close());

  const editor = async (orderId: number) =>
    (await w.ada.get(`${WRITING.editor}?order=${orderId}`)).json<EditorReport>();

  it('opens for the booked inspector, and is not found for another inspector', async () => {
    const orderId = await w.adaOrder();
    const mine = await w.ada.get(`${WRITING.editor}?order=${orderId}`);
    expect(mine.statusCode).toBe(200);
    const report = mine.json<EditorReport>();
    expect(report.started).toBe(false);
    expect(report.template.document.sections.length).toBeGreaterThanOrEqual(10);
    expect(report.order.inspector).toBe('Ada Lane');
    expect((await w.ben.get(`${WRITING.editor}?order=${orderId}`)).statusCode).toBe(404);
    const item = report.template.document.sections[0]?.items[0];
    const batch = [
      change({
        type: 'item',
        sectionKey: 'grounds',
        itemKey: item?.key ?? '',
        status: 'inspected',
      }),
    ];
    const refused = await sendChanges(w.ben, orderId, batch);
    expect(refused.res.statusCode).toBe(404);
    expect((await editor(orderId)).started).toBe(false);
  });

  it('merges two devices per field: the later edit wins, both findings kept, a resend applies once', async () => {
    const orderId = await w.adaOrder();
    const doc = (await editor(orderId)).template.document;
    const section = doc.sections[0];
    const item = section?.items[0];
    if (!section || !item) throw new Error('no item');
    const at = (s: number) => new Date(Date.parse('2026-11-28T10:00:00Z') + s * 1000);
    const finding = randomUUID();
    const key = { sectionKey: section.key, itemKey: item.key };
    // Phone: status at 10:00:05, a finding at 10:00:01, its text edited at 10:00:09.
    const phone = [
      change({ type: 'item', ...key, status: 'deficient' }, at(5)),
      change(
        {
          type: 'finding',
          findingId: finding,
          ...key,
          fields: { text: 'Cracked', severity: 'repair', location: 'North wall', commentKey: null },
        },
        at(1),
      ),
      change(
        { type: 'finding', findingId: finding, ...key, fields: { text: 'Cracked shingle' } },
        at(9),
      ),
    ];
    // Tablet, sent later but edited earlier for the status (10:00:03) and the text (10:00:07);
    // the severity at 10:00:08 is the latest edit of that field.
    const tabletFinding = randomUUID();
    const tablet = [
      change({ type: 'item', ...key, status: 'inspected' }, at(3)),
      change(
        {
          type: 'finding',
          findingId: finding,
          ...key,
          fields: { text: 'Old text', severity: 'safety' },
        },
        at(8),
      ),
      change(
        {
          type: 'finding',
          findingId: tabletFinding,
          ...key,
          fields: { text: 'Loose gutter', severity: 'maintenance' },
        },
        at(4),
      ),
    ];
    const first = await sendChanges(w.ada, orderId, phone);
    expect(first.res.statusCode, first.res.body).toBe(200);
    const second = await sendChanges(w.ada, orderId, tablet);
    expect(second.answer?.results.map((r) => r.outcome)).toEqual(['stale', 'applied', 'applied']);
    const draft = second.answer?.draft;
    expect(draft?.items).toEqual([{ ...key, status: 'deficient', statusAt: at(5).toISOString() }]);
    const merged = draft?.findings.find((f) => f.id === finding);
    expect(merged).toMatchObject({
      text: 'Cracked shingle',
      severity: 'safety',
      location: 'North wall',
    });
    expect(draft?.findings.map((f) => f.id).sort()).toEqual([finding, tabletFinding].sort());
    // The phone sends its batch again (it never saw the answer): nothing changes.
    const again = await sendChanges(w.ada, orderId, phone);
    expect(again.answer?.results.map((r) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(again.answer?.draft.findings.find((f) => f.id === finding)?.text).toBe(
      'Cracked shingle',
    );
    expect(again.answer?.progress).toEqual({
      state: 'in-progress',
      percent: Math.floor(100 / doc.sections.reduce((n, s) => n + s.items.length, 0)),
    });
  });

  it('refuses an item that is not in the template, with its reason', async () => {
    const orderId = await w.adaOrder();
    const { answer } = await sendChanges(w.ada, orderId, [
      change({ type: 'item', sectionKey: 'roof', itemKey: 'no-such-item', status: 'inspected' }),
    ]);
    expect(answer?.results[0]).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('not in this report'),
    });
  });

  it('keeps the template version a report started from when the template is edited', async () => {
    const orderId = await w.adaOrder();
    const before = await editor(orderId);
    const first = before.template.document.sections[0];
    await sendChanges(w.ada, orderId, [change({ type: 'facts', facts: { weather: 'Sunny' } })]);
    const current = await currentTemplateVersion(w.t.app.db);
    if (!current || !first) throw new Error('no template');
    const admin = await w.t.app.db
      .selectFrom('users')
      .select('id')
      .where('roles', 'like', '%administrator%')
      .executeTakeFirstOrThrow();
    await editTemplate(w.t.app.db, {
      templateId: current.templateId,
      baseVersion: current.version,
      edit: { kind: 'rename-section', section: first.key, title: 'Renamed outside' },
      by: { id: admin.id, at: new Date() },
    });
    const after = await editor(orderId);
    expect(after.template.versionId).toBe(before.template.versionId);
    expect(after.template.document.sections[0]?.title).toBe(first.title);
    expect(after.draft.facts.weather).toBe('Sunny');
    // A report started now gets the new version.
    const fresh = await editor(await w.adaOrder());
    expect(fresh.template.version).toBe(current.version + 1);
    expect(fresh.template.document.sections[0]?.title).toBe('Renamed outside');
  });

  it('stores a photo upright, without EXIF or GPS; refuses what is not a photo', async () => {
    const orderId = await w.adaOrder();
    const doc = (await editor(orderId)).template.document;
    const section = doc.sections[1];
    const item = section?.items[0];
    if (!section || !item) throw new Error('no item');
    const original = await sidewaysPhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif)).toBe(true);
    const photoId = randomUUID();
    const fields = {
      photo_id: photoId,
      section_key: section.key,
      item_key: item.key,
      at: new Date().toISOString(),
      caption: 'Sideways',
      markup: JSON.stringify([{ kind: 'circle', cx: 0.5, cy: 0.5, r: 0.2, color: 'red' }]),
    };
    const res = await uploadPhoto(w.ada, orderId, fields, original);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<PhotoAnswer>().photo;
    expect(photo).toMatchObject({ width: 200, height: 400, uploaded: true, caption: 'Sideways' });
    expect(photo.markup).toHaveLength(1);
    const served = await w.ada.request({
      method: 'GET',
      url: `${WRITING.photo}?order=${orderId}&photo=${photoId}`,
    });
    expect(served.statusCode).toBe(200);
    const bytes = served.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned upright: the red half (left, stored sideways with orientation 6) is now on top.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(pixel(100, 20)[0]).toBeGreaterThan(200);
    expect(pixel(100, 380)[2]).toBeGreaterThan(200);
    // The same UUID again: kept once.
    expect((await uploadPhoto(w.ada, orderId, fields, original)).statusCode).toBe(200);
    const text = await uploadPhoto(
      w.ada,
      orderId,
      { ...fields, photo_id: randomUUID() },
      Buffer.from('hello, not a photo'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json<{ error: string }>().error).toBe('Choose a photo (JPEG, PNG or HEIC).');
    expect((await editor(orderId)).draft.photos).toHaveLength(1);
    // Another inspector cannot see it.
    expect((await w.ben.get(`${WRITING.photo}?order=${orderId}&photo=${photoId}`)).statusCode).toBe(
      404,
    );
  });
});
