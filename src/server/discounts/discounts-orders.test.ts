import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../shared/booking/pricing';
import { centsToDecimal, formatCents } from '../../shared/money';
import { waitForMail } from '../../testing/smtp-catcher';
import { DISCOUNT_INVALID } from '../../shared/discounts/discount';
import { adminSuite, signedIn } from '../../testing/admin-testing';
import {
  addCode,
  APPLY_URL,
  DISCOUNT_TEST_ENV,
  ORDER_URL,
  visitor,
} from '../../testing/discounts-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { testDialects } from '../../testing/test-app';
import { listServices } from '../services/services.service';

describe.each(testDialects)('orders with a discount code on %s', (dialect) => {
  const s = adminSuite(dialect, DISCOUNT_TEST_ENV);

  const submissionWith = async (code: string, email = 'dana@example.test') => {
    const [slotId] = await addSlots(s.app.db, [96 + Math.random() * 100]);
    const submission = await validSubmission(s.app.db, slotId!, email);
    const quote = priceOrder(await listServices(s.app.db), submission.cart);
    return { ...submission, discount_code: code, subtotalCents: quote.totalCents };
  };
  const orderRow = (id: number) =>
    s.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const usesOf = async (discountId: number) => {
    const code = await s.app.db
      .selectFrom('discounts')
      .select('uses')
      .where('id', '=', discountId)
      .executeTakeFirstOrThrow();
    const rows = await s.app.db
      .selectFrom('discount_uses')
      .selectAll()
      .where('discount_id', '=', discountId)
      .execute();
    return { uses: Number(code.uses), rows };
  };
  const ordersOf = (email: string) =>
    s.app.db.selectFrom('orders').select('id').where('customer_email', '=', email).execute();

  it('stores the code and cents on the order, the discounted total, and a use; a tampered total is ignored', async () => {
    const id = await addCode(s, { code: 'TAKE25', kind: 'fixed', amount: '25' });
    const { subtotalCents, ...body } = await submissionWith('take25', 'stored@example.test');
    const tampered = {
      ...body,
      cart: { ...body.cart, totalPrice: '$1.00', totalPriceDecimal: '1.00' },
    };
    const browser = await visitor(s);
    const res = await browser.post(ORDER_URL, tampered);
    expect(res.statusCode).toBe(201);
    const row = await orderRow(res.json<{ id: number }>().id);
    // The thank-you page, the orders admin (list, detail) and the CSV name the code.
    const summary = await browser.get(`${ORDER_URL}?id=${row.id}`);
    expect(summary.json()).toMatchObject({ discount: { code: 'TAKE25', cents: 2500 } });
    const detail = await s.admin.get(`/cms-admin/manage-orders.php?id=${row.id}`);
    expect(detail.body).toContain('TAKE25 ($25.00 off)');
    expect(detail.body).toContain('Discount (TAKE25)');
    expect((await s.admin.get('/cms-admin/manage-orders.php')).body).toContain('Code TAKE25');
    const csv = await s.admin.get(
      '/cms-admin/manage-orders.php?export=csv&q=stored%40example.test',
    );
    expect(csv.body).toContain('Total,Discount code,Discount,');
    expect(csv.body).toContain(`${centsToDecimal(row.total_cents)},TAKE25,25.00,`);
    expect(row).toMatchObject({
      discount_code: 'TAKE25',
      discount_cents: 2500,
      total_cents: subtotalCents - 2500,
    });
    const lines = JSON.parse(row.price_lines) as { name: string; amountCents: number }[];
    expect(lines.at(-1)).toMatchObject({ name: 'Discount (TAKE25)', amountCents: -2500 });
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(row.total_cents);
    // The confirmation names the code and what it took off, above the discounted total.
    const mail = await waitForMail(s.catcher, 'stored@example.test');
    expect(mail.text).toContain('Discount (TAKE25): -$25.00');
    expect(mail.text).toContain(`Total: ${formatCents(row.total_cents)}`);
    // The customer's own inspection page lists it with the services
    // (signed in after the confirmation arrived, so the sign-in e-mail is the next one).
    const customer = await signedIn(s.app, s.catcher, 'stored@example.test');
    const mine = await customer.get(`/cms-admin/api/my_inspection.php?id=${row.id}`);
    expect(mine.json<{ services: { name: string }[] }>().services.at(-1)).toMatchObject({
      name: 'Discount (TAKE25)',
      amountCents: -2500,
    });
    const { uses, rows } = await usesOf(id);
    expect(uses).toBe(1);
    expect(rows).toMatchObject([
      { order_id: row.id, customer_email: 'stored@example.test', amount_cents: 2500 },
    ]);
  });

  it('a customer over the per-customer limit is refused with the message and nothing is saved', async () => {
    const id = await addCode(s, { code: 'ONCE', percent: '10', maxUsesPerCustomer: '1' });
    const browser = await visitor(s);
    const { subtotalCents: _a, ...first } = await submissionWith('ONCE', 'once@example.test');
    expect((await browser.post(ORDER_URL, first)).statusCode).toBe(201);
    const { subtotalCents: _b, ...again } = await submissionWith('ONCE', 'ONCE@example.test');
    const refused = await browser.post(ORDER_URL, again);
    expect([refused.statusCode, refused.json<{ error: string }>().error]).toEqual([
      409,
      DISCOUNT_INVALID,
    ]);
    expect(await ordersOf('once@example.test')).toHaveLength(1);
    expect((await usesOf(id)).uses).toBe(1);
    const { subtotalCents: _c, ...other } = await submissionWith('ONCE', 'other@example.test');
    expect((await browser.post(ORDER_URL, other)).statusCode).toBe(201);
  });

  it('a code that expires or runs out between Apply and the order is refused; nothing is saved', async () => {
    const id = await addCode(s, { code: 'BRIEF', percent: '20', maxUses: '5' });
    const browser = await visitor(s);
    const { subtotalCents: _, ...body } = await submissionWith('BRIEF', 'late@example.test');
    expect((await browser.post(APPLY_URL, { code: 'BRIEF', cart: body.cart })).statusCode).toBe(
      200,
    );
    const past = new Date(Date.now() - 60_000).toISOString();
    await s.app.db.updateTable('discounts').set({ valid_to: past }).where('id', '=', id).execute();
    const expired = await browser.post(ORDER_URL, body);
    expect([expired.statusCode, expired.json<{ error: string }>().error]).toEqual([
      400,
      DISCOUNT_INVALID,
    ]);
    await s.app.db
      .updateTable('discounts')
      .set({ valid_to: null, uses: 5 })
      .where('id', '=', id)
      .execute();
    const usedUp = await browser.post(ORDER_URL, body);
    expect(usedUp.json<{ error: string }>().error).toBe(DISCOUNT_INVALID);
    expect(await ordersOf('late@example.test')).toHaveLength(0);
    expect((await usesOf(id)).rows).toHaveLength(0);
  });

  it('20 orders at once racing for the last use: exactly one gets it, the others save nothing', async () => {
    const id = await addCode(s, { code: 'LAST', percent: '50', maxUses: '1' });
    const browsers = await Promise.all(Array.from({ length: 5 }, () => visitor(s)));
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submissionWith('LAST', `race${i}@example.test`)),
    );
    const results = await Promise.all(
      bodies.map(({ subtotalCents: _, ...b }, i) => browsers[i % 5]!.post(ORDER_URL, b)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json<{ error: string }>().error).toBe(DISCOUNT_INVALID);
    }
    const saved = await s.app.db
      .selectFrom('orders')
      .select(['id', 'discount_code'])
      .where('customer_email', 'like', 'race%')
      .execute();
    expect(saved).toMatchObject([{ discount_code: 'LAST' }]);
    const { uses, rows } = await usesOf(id);
    expect([uses, rows.length]).toEqual([1, 1]);
  });

  it('cancelling the order gives its use back', async () => {
    const id = await addCode(s, { code: 'BACK', percent: '10', maxUses: '1' });
    const browser = await visitor(s);
    const { subtotalCents: _, ...body } = await submissionWith('BACK', 'back@example.test');
    const placed = await browser.post(ORDER_URL, body);
    const orderId = placed.json<{ id: number }>().id;
    expect((await usesOf(id)).uses).toBe(1);
    const res = await s.post(`/cms-admin/manage-orders.php?id=${orderId}`, {
      action: 'cancel',
      id: String(orderId),
    });
    expect(res.statusCode).toBe(303);
    const { uses, rows } = await usesOf(id);
    expect(uses).toBe(0);
    expect(rows[0]?.released_at).not.toBeNull();
    // The use is free again for someone else.
    const { subtotalCents: __, ...next } = await submissionWith('BACK', 'next@example.test');
    expect((await browser.post(ORDER_URL, next)).statusCode).toBe(201);
  });
});
