import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/slots/slot';
import { listAudit } from '../../audit/audit.service';
import { waitForMail } from '../../../testing/smtp-catcher';
import { createAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';
import { validSubmission } from '../../../testing/order-test-kit';
import { ORDER_CLAIM_MESSAGES } from '../orders/order-claim.service';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../../testing/orders-admin-test-kit';

describe.each(testDialects)('Orders admin: list, detail, cancel and CSV on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect);
  });
  afterAll(() => w.close());

  const publicSlotIds = async () =>
    (
      (await w.t.app.inject('/cms-admin/api/get_slots.php?future=true&limit=1000')).json() as Slot[]
    ).map((s) => s.id);

  it('lists orders newest first; filters; authorized payments stand out', async () => {
    const older = await w.payLater({ firstName: 'Olive', email: 'olive@example.test' });
    const newer = await w.payNow();
    const list = await w.admin.get(ORDERS_URL);
    expect(list.statusCode).toBe(200);
    expect(list.body.indexOf(`>#${newer.id}<`)).toBeLessThan(list.body.indexOf(`>#${older.id}<`));
    expect(list.body).toContain('1 card payment is authorized and waits to be captured.');
    expect(list.body).toContain(
      'href="/cms-admin/manage-orders.php?status=active&amp;payment=authorized"',
    );

    const authorized = await w.admin.get(`${ORDERS_URL}?status=active&payment=authorized`);
    expect(authorized.body).toContain(`>#${newer.id}<`);
    expect(authorized.body).not.toContain(`>#${older.id}<`);
    const pending = await w.admin.get(`${ORDERS_URL}?payment=pending`);
    expect(pending.body).toContain(`>#${older.id}<`);
    expect(pending.body).not.toContain(`>#${newer.id}<`);
    const past = await w.admin.get(`${ORDERS_URL}?when=past`);
    expect(past.body).toContain('No orders match these filters.');
    const upcoming = await w.admin.get(`${ORDERS_URL}?when=upcoming&q=OLIVE`);
    expect(upcoming.body).toContain(`>#${older.id}<`);
    expect(upcoming.body).not.toContain(`>#${newer.id}<`);
    const byNumber = await w.admin.get(`${ORDERS_URL}?q=%23${newer.id}`);
    expect(byNumber.body).toContain('1 order, newest first.');
  });

  it('shows every checkout field, the property and each price line with the total', async () => {
    const { id } = await w.payLater({
      company: 'Acme Realty',
      addSecondBuyer: true,
      secondBuyerFirst: 'Sam',
      secondBuyerLast: 'Second',
      realtorAccess: 'yes',
      realtorFirstName: 'Rita',
      realtorLastName: 'Agent',
      realtorEmail: 'rita@example.test',
      realtorPhone: '412-555-0199',
      detachedGarage: true,
    });
    const res = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(res.statusCode).toBe(200);
    for (const text of [
      'First name:</dt><dd class="mb-1">Dana',
      'Company:</dt><dd class="mb-1">Acme Realty',
      'Billing address line 1:</dt><dd class="mb-1">1 Main St',
      'Billing ZIP:</dt><dd class="mb-1">15222',
      'Billing country:</dt><dd class="mb-1">United States',
      'Customer address line 2:</dt><dd class="mb-1">—',
      'Second buyer last name:</dt><dd class="mb-1">Second',
      'Realtor access:</dt><dd class="mb-1">Yes',
      'Realtor e-mail:</dt><dd class="mb-1">rita@example.test',
      'Payment method:</dt><dd class="mb-1">Pay later',
      'Agreed to the cancellation policy:</dt><dd class="mb-1">Yes',
      'Detached garage:</dt><dd class="mb-1">Yes',
      'Neighborhood:</dt><dd class="mb-1">Shadyside',
      'Address line 1:</dt><dd class="mb-1">12 Walnut St',
    ])
      expect(res.body).toContain(text);
    const order = await w.t.app.db
      .selectFrom('orders')
      .select(['price_lines', 'total_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const lines = JSON.parse(order.price_lines) as { name: string }[];
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(res.body).toContain(`<td>${line.name}</td>`);
    const dollars = (order.total_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(res.body).toContain(`Total: $${dollars}`);
    expect((await w.admin.get(`${ORDERS_URL}?id=999999`)).statusCode).toBe(404);
  });

  it('cancels a booking: the slot is free and bookable again, the customer is e-mailed', async () => {
    const { id, slotId } = await w.payLater({ email: 'cancel-me@example.test' });
    // Booked days ago, a day before the inspection: the policy's fee applies, staff may waive it.
    await w.bookedEarlier(id);
    expect(await publicSlotIds()).not.toContain(slotId);
    const confirm = await w.admin.get(`${ORDERS_URL}?id=${id}&confirm=cancel`);
    expect(confirm.body).toContain('Cancel without fee');

    const res = await w.post({ action: 'cancel', id: String(id) }, `${ORDERS_URL}?id=${id}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ORDERS_URL}?id=${id}`);
    expect(flashOf(res)).toBe(
      `Order #${id} cancelled; its date is free for booking again. The customer was e-mailed at cancel-me@example.test.`,
    );
    const mail = await waitForMail(w.catcher, 'cancel-me@example.test', /is cancelled$/);
    expect(mail.text).toContain(`Reservation number: ${id}`);
    expect(mail.text).toContain('No card payment was taken.');
    expect(mail.text).toContain('12 Walnut St, Pittsburgh, PA 15232');

    expect(await publicSlotIds()).toContain(slotId);
    const again = createAgent(w.t.app);
    await again.get('/cms-admin/api/session.php');
    const rebooked = await again.post(
      '/cms-admin/api/inspection_orders.php',
      await validSubmission(w.t.app.db, slotId, 'next@example.test'),
    );
    expect(rebooked.statusCode).toBe(201);

    const twice = await w.post({ action: 'cancel', id: String(id) }, `${ORDERS_URL}?id=${id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(ORDER_CLAIM_MESSAGES.alreadyCancelled);
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'order' });
    expect(entry).toMatchObject({
      action: 'cancel',
      entityId: String(id),
      details: { slotId, by: 'admin', feeCents: 0, money: { outcome: 'nothing' } },
    });
  });

  it('exports the filtered list as CSV, quoted and safe from spreadsheet formulas', async () => {
    const { id } = await w.payLater({
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'O"Neil, Jr',
      company: '@SUM(1+1)',
      email: 'csv@example.test',
      notes: 'Lockbox 1234, side door.\nDog in the yard.',
    });
    const res = await w.admin.get(`${ORDERS_URL}?export=csv&q=csv%40example.test`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFOrder,Booked at,Inspection date,')).toBe(true);
    const rows = res.body.slice(1).split('\r\n');
    expect(rows).toHaveLength(3); // header, the one order, the final line end
    expect(rows[1]).toMatch(new RegExp(`^${id},`));
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") O""Neil, Jr"`);
    expect(rows[1]).toContain(",csv@example.test,(412) 555-0100,'@SUM(1+1),");
    expect(rows[1]).toContain(',12 Walnut St,Pittsburgh,PA,15232,Shadyside,no,');
    // The checkout's notes come after the older columns, quoted with their line break; then what
    // followed the report.
    expect(
      rows[0]?.endsWith(
        ',Cancelled at,Notes and access details,Repair requests,Safety findings read,Reinspection,Inspection deadline',
      ),
    ).toBe(true);
    expect(rows[1]?.endsWith(',"Lockbox 1234, side door.\nDog in the yard.",,,,')).toBe(true);
    const [entry] = await listAudit(w.t.app.db, { limit: 1, entity: 'order' });
    expect(entry).toMatchObject({ action: 'export', details: { q: 'csv@example.test', rows: 1 } });
  });
});
