import { describe, expect, it } from 'vitest';
import { adminSuite, csrfOf } from '../../testing/admin-testing';
import {
  addInspector,
  flashOf,
  multipartFile,
  postSlot,
  SLOTS_URL,
  TINY_PNG,
  USERS_URL,
  wallClockIn,
} from '../../testing/inspectors-test-kit';
import { testDialects } from '../../testing/test-app';
import { PHOTO_TYPE_REFUSED } from '../../shared/inspectors/inspector-rules';
import { listAudit } from '../audit/audit.service';
import { findInspector } from './inspectors.service';
import { SLOT_MESSAGES } from '../slots/slots-admin.service';
import { validSubmission } from '../../testing/order-test-kit';
import { createAgent } from '../../testing/test-agent';

const PHOTO_URL = '/cms-admin/api/inspector_photo.php';

describe.each(testDialects)('Inspectors in the admin on %s', (dialect) => {
  const s = adminSuite(dialect, { SEED_DEMO_SLOTS: 'false' });

  const upload = (inspector: number, file: ReturnType<typeof multipartFile>) =>
    s.admin.request({
      method: 'POST',
      url: `${PHOTO_URL}?inspector=${inspector}&_csrf=${encodeURIComponent(csrfOf(s.admin))}`,
      payload: file.payload,
      headers: { 'content-type': file.contentType, accept: 'application/json' },
    });

  it('adds an inspector in Users with role and profile, audited, and shows the form', async () => {
    const id = await addInspector(s, {
      email: 'dana@team.test',
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    expect(await findInspector(s.app.db, id)).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@team.test',
      phone: '(412) 555-0111',
      licenceNumber: 'PA-WHITFIELD',
      bio: 'Dana inspects homes.',
      shown: true,
      active: true,
      photoUrl: null,
    });
    const audit = await listAudit(s.app.db, {
      limit: 5,
      entity: 'inspector',
      entityId: String(id),
    });
    expect(audit.map((a) => a.action)).toContain('create');
    const inspector = await findInspector(s.app.db, id);
    const page = await s.admin.get(`${USERS_URL}?edit=${inspector!.userId}`);
    expect(page.body).toContain('Inspector profile');
    expect(page.body).toContain('Upload photo');
    // A bio over the limit is refused with the page shown again.
    const long = await s.post(USERS_URL, {
      action: 'save',
      id: String(inspector!.userId),
      firstName: 'Dana',
      lastName: 'Whitfield',
      phone: '',
      roles: ['inspector'],
      bio: 'x'.repeat(601),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('at most 600 characters');
  });

  it('stores a PNG photo checked by its bytes and serves it with nosniff; refuses a fake', async () => {
    const id = await addInspector(s, {
      email: 'marcus@team.test',
      firstName: 'Marcus',
      lastName: 'Lee',
    });
    const fake = await upload(
      id,
      multipartFile('photo', 'me.png', 'image/png', Buffer.from('<svg onload="x()">')),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ error: PHOTO_TYPE_REFUSED });
    expect((await findInspector(s.app.db, id))?.photoUrl).toBeNull();

    const ok = await upload(id, multipartFile('photo', 'me.png', 'image/png', TINY_PNG));
    expect(ok.statusCode).toBe(303);
    expect(flashOf(ok)).toBe('The photo of Marcus Lee was saved.');
    const url = (await findInspector(s.app.db, id))?.photoUrl;
    expect(url).toMatch(new RegExp(`^/inspectors/${id}/photo\\?v=\\d+$`));
    const photo = await s.app.inject({ url: url! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toContain('max-age');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await s.app.inject({ url: '/inspectors/999999/photo' })).statusCode).toBe(404);
    const audit = await listAudit(s.app.db, {
      limit: 5,
      entity: 'inspector',
      entityId: String(id),
    });
    expect(audit.map((a) => a.action)).toContain('photo');

    // A hidden inspector's photo is not served.
    const inspector = await findInspector(s.app.db, id);
    await s.post(USERS_URL, {
      action: 'save',
      id: String(inspector!.userId),
      firstName: 'Marcus',
      lastName: 'Lee',
      phone: '',
      roles: ['inspector'],
      licenceNumber: 'PA-LEE',
      bio: '',
    });
    expect((await findInspector(s.app.db, id))?.shown).toBe(false);
    expect((await s.app.inject({ url: url! })).statusCode).toBe(404);
  });

  it('lets two inspectors have a slot at the same start, never one inspector twice', async () => {
    const a = await addInspector(s, { email: 'a@team.test', firstName: 'Ann', lastName: 'Able' });
    const b = await addInspector(s, { email: 'b@team.test', firstName: 'Ben', lastName: 'Baker' });
    const when = await wallClockIn(s.app, 24 * 9);
    expect((await postSlot(s, when, a)).statusCode).toBe(303);
    expect((await postSlot(s, when, b)).statusCode).toBe(303);
    expect((await postSlot(s, when, '')).statusCode).toBe(303);
    const again = await postSlot(s, when, a);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(SLOT_MESSAGES.duplicate);

    // Bulk for the same inspector skips the existing start; for another it creates it.
    const bulk = (inspector: number) =>
      s.post(SLOTS_URL, {
        action: 'create-many',
        from: when.date,
        to: when.date,
        weekday: ['1', '2', '3', '4', '5', '6', '7'],
        times: when.time,
        title: 'Home inspection',
        inspector: String(inspector),
      });
    expect(flashOf(await bulk(a))).toBe('Created 0 slots. Skipped 1: 1 already existed.');
    const c = await addInspector(s, { email: 'c@team.test', firstName: 'Cleo', lastName: 'Cole' });
    expect(flashOf(await bulk(c))).toBe('Created 1 slot. None skipped.');

    const list = await s.admin.get(`${SLOTS_URL}?inspector=${b}`);
    expect(list.body).toContain('Ben Baker');
    expect(list.body).not.toContain('>Ann Able</td>');
    const audit = await listAudit(s.app.db, { limit: 20, entity: 'slot' });
    expect(audit.some((e) => (e.details as { inspectorId?: number }).inspectorId === b)).toBe(true);
  });

  it('gives a free slot to another inspector; a booked one keeps its inspector', async () => {
    const a = await addInspector(s, { email: 'ra@team.test', firstName: 'Rae', lastName: 'Ash' });
    const b = await addInspector(s, { email: 'rb@team.test', firstName: 'Rob', lastName: 'Birch' });
    const when = await wallClockIn(s.app, 24 * 13);
    expect((await postSlot(s, when, a)).statusCode).toBe(303);
    const slotId = (
      await s.app.db
        .selectFrom('slots')
        .select('id')
        .where('inspector_id', '=', a)
        .executeTakeFirstOrThrow()
    ).id;
    const inspectorOf = async () =>
      (
        await s.app.db
          .selectFrom('slots')
          .select('inspector_id')
          .where('id', '=', slotId)
          .executeTakeFirstOrThrow()
      ).inspector_id;
    const save = (fields: Record<string, string>) =>
      s.post(`${SLOTS_URL}?edit=${slotId}`, {
        action: 'save',
        id: String(slotId),
        date: when.date,
        time: when.time,
        title: 'Home inspection',
        ...fields,
      });

    expect((await save({ inspector: String(b) })).statusCode).toBe(303);
    expect(await inspectorOf()).toBe(b);
    const [entry] = await listAudit(s.app.db, { limit: 1, entity: 'slot' });
    expect(entry?.details).toMatchObject({ inspectorId: b, previousInspectorId: a });

    // A form without the field (an older page, a script) leaves the inspector as it is.
    expect((await save({ title: 'Renamed' })).statusCode).toBe(303);
    expect(await inspectorOf()).toBe(b);

    const customer = createAgent(s.app);
    await customer.get('/cms-admin/api/session.php');
    const order = await customer.post(
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(s.app.db, slotId, 'keeps.inspector@example.test'),
    );
    expect(order.statusCode).toBe(201);
    const refused = await save({ inspector: String(a) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(SLOT_MESSAGES.bookedReassign);
    expect(await inspectorOf()).toBe(b);
  });

  it('gives no new slot to an inspector whose role was taken away', async () => {
    const id = await addInspector(s, {
      email: 'gone@team.test',
      firstName: 'Gail',
      lastName: 'Gone',
    });
    const inspector = await findInspector(s.app.db, id);
    await s.post(USERS_URL, {
      action: 'save',
      id: String(inspector!.userId),
      firstName: 'Gail',
      lastName: 'Gone',
      phone: '',
      shown: '1',
    });
    expect(await findInspector(s.app.db, id)).toMatchObject({ active: false, name: 'Gail Gone' });
    const res = await postSlot(s, await wallClockIn(s.app, 24 * 11), id);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please choose an active inspector');
  });
});
