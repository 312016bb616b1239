import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import {
  addCode,
  dayFromNow,
  DISCOUNT_TEST_ENV,
  DISCOUNTS_PAGE,
  ORDER_URL,
  visitor,
} from '../../testing/discounts-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { DISCOUNT_FORM_MESSAGES } from './discounts-admin-schema';
import { DISCOUNT_CODE_TAKEN, DISCOUNT_USED } from './discounts-admin.service';

describe.each(testDialects)('Admin → Discounts on %s', (dialect) => {
  const s = adminSuite(dialect, DISCOUNT_TEST_ENV);
  const lastAudit = async () => (await listAudit(s.app.db, { limit: 1, entity: 'discount' }))[0];
  const stored = (id: number) =>
    s.app.db.selectFrom('discounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates a code (upper-case, days in the business zone), listed and audited', async () => {
    const id = await addCode(s, {
      code: 'fall-20',
      percent: '20',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      maxUses: '100',
      maxUsesPerCustomer: '1',
    });
    const row = await stored(id);
    expect(row).toMatchObject({ code: 'FALL-20', kind: 'percent', percent: 20, active: 1 });
    // America/New_York by default: the first day from its local midnight, the last to its end.
    expect(new Date(row.valid_from!).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(new Date(row.valid_to!).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entityId: String(id),
      details: { code: 'FALL-20', percent: 20, maxUses: 100 },
    });
    const list = await s.admin.get(DISCOUNTS_PAGE);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Discounts');
    expect(list.body).toContain('FALL-20');
    expect(list.body).toContain('0 of 100, 1 per customer');
    expect(list.body).toContain('Tue, Dec 1, 2026 to Thu, Dec 31, 2026');
    const edit = await s.admin.get(`${DISCOUNTS_PAGE}?edit=${id}`);
    expect(edit.body).toContain('value="2026-12-31"');
  });

  it('refuses bad input with a message and keeps nothing', async () => {
    const before = await s.app.db.selectFrom('discounts').select('id').execute();
    const tries: [Record<string, string>, string][] = [
      [{ code: 'has space', percent: '10' }, DISCOUNT_FORM_MESSAGES.code],
      [{ code: 'X'.repeat(33), percent: '10' }, DISCOUNT_FORM_MESSAGES.code],
      [{ code: 'P0', percent: '0' }, DISCOUNT_FORM_MESSAGES.percent],
      [{ code: 'P101', percent: '101' }, DISCOUNT_FORM_MESSAGES.percent],
      [{ code: 'F0', kind: 'fixed', amount: '0' }, DISCOUNT_FORM_MESSAGES.amount],
      [
        { code: 'D', percent: '5', validFrom: dayFromNow(5), validTo: dayFromNow(1) },
        DISCOUNT_FORM_MESSAGES.window,
      ],
      [{ code: 'M', percent: '5', maxUses: '-1' }, DISCOUNT_FORM_MESSAGES.count],
      [{ code: 'fall-20', percent: '5' }, DISCOUNT_CODE_TAKEN],
    ];
    for (const [fields, message] of tries) {
      const res = await s.post(`${DISCOUNTS_PAGE}?new=1`, {
        action: 'create',
        kind: 'percent',
        ...fields,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).toContain(message.replace(/’/g, '&#x27;').slice(0, 30));
    }
    const unknownService = await s.post(`${DISCOUNTS_PAGE}?new=1`, {
      action: 'create',
      kind: 'percent',
      code: 'SVC',
      percent: '5',
      serviceIds: ['999999'],
    });
    expect(unknownService.body).toContain(DISCOUNT_FORM_MESSAGES.services);
    expect(await s.app.db.selectFrom('discounts').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('edits, deactivates and activates a code, each audited', async () => {
    const id = await addCode(s, { code: 'EDITME', percent: '10' });
    const saved = await s.post(`${DISCOUNTS_PAGE}?edit=${id}`, {
      action: 'save',
      id: String(id),
      code: 'EDITED',
      kind: 'fixed',
      amount: '30',
      active: '1',
    });
    expect(saved.statusCode).toBe(303);
    expect(await stored(id)).toMatchObject({
      code: 'EDITED',
      kind: 'fixed',
      amount_cents: 3000,
      percent: null,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      details: { code: 'EDITED', amountCents: 3000, previous: { code: 'EDITME', percent: 10 } },
    });
    await s.post(DISCOUNTS_PAGE, { action: 'deactivate', id: String(id) });
    expect((await stored(id)).active).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'deactivate', details: { code: 'EDITED' } });
    await s.post(DISCOUNTS_PAGE, { action: 'activate', id: String(id) });
    expect((await stored(id)).active).toBe(1);
    expect(await lastAudit()).toMatchObject({ action: 'activate' });
  });

  it('deletes an unused code; a used one is kept (deactivate it instead)', async () => {
    const unused = await addCode(s, { code: 'UNUSED', percent: '10' });
    const gone = await s.post(DISCOUNTS_PAGE, { action: 'delete', id: String(unused) });
    expect(gone.statusCode).toBe(303);
    expect(
      await s.app.db.selectFrom('discounts').select('id').where('id', '=', unused).execute(),
    ).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'delete', details: { code: 'UNUSED' } });

    const used = await addCode(s, { code: 'USED', percent: '10' });
    const [slotId] = await addSlots(s.app.db, [80]);
    const order = await (
      await visitor(s)
    ).post(ORDER_URL, {
      ...(await validSubmission(s.app.db, slotId!, 'user@example.test')),
      discount_code: 'used',
    });
    expect(order.statusCode).toBe(201);
    const refused = await s.post(DISCOUNTS_PAGE, { action: 'delete', id: String(used) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Deactivate it instead');
    const confirm = await s.admin.get(`${DISCOUNTS_PAGE}?confirmDelete=${used}`);
    expect(confirm.body).not.toContain('Delete code</button>');
    expect(DISCOUNT_USED).toContain('Deactivate it instead');
    expect((await stored(used)).uses).toBe(1);
  });
});
