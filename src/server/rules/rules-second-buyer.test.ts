import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';

// The second buyer's e-mail and phone, optional at checkout and checked by the server, are where
// a rule's "second buyer" goes.

const ORDERS = '/cms-admin/api/inspection_orders.php';

describe.each(testDialects)('rules to the second buyer on %s', (dialect) => {
  const s = adminSuite(dialect, {
    BUSINESS_EMAIL: 'office@example.test',
    UNPAID_RESERVATIONS_PER_IP_DAY: '1000',
  });

  const book = async (email: string, hours: number, checkout: Record<string, unknown>) => {
    const [slotId] = await addSlots(s.app.db, [hours]);
    const agent = createAgent(s.app);
    await agent.get('/cms-admin/api/session.php');
    const body = await validSubmission(s.app.db, slotId!, email);
    return agent.post(ORDERS, { ...body, checkout: { ...body.checkout, ...checkout } });
  };
  const second = {
    addSecondBuyer: true,
    secondBuyerFirst: 'Sam',
    secondBuyerLast: 'Second',
  };

  it('refuses a second buyer e-mail or phone that is not one, naming the field', async () => {
    const badEmail = await book('sb.bad1@example.test', 40, {
      ...second,
      secondBuyerEmail: 'not an address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('secondBuyerEmail');
    const badPhone = await book('sb.bad2@example.test', 41, {
      ...second,
      secondBuyerPhone: 'call me',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain('secondBuyerPhone');
  });

  it('a "booked" rule to the second buyer reaches the e-mail given at checkout', async () => {
    const created = await s.post('/cms-admin/manage-rules.php?new=1', {
      action: 'create',
      name: 'Welcome the second buyer',
      event: 'booked',
      messageKey: 'inspection-note',
      recipients: 'second-buyer',
      channel: 'email',
    });
    expect(created.statusCode).toBe(303);
    const res = await book('sb.first@example.test', 42, {
      ...second,
      secondBuyerEmail: 'Sam.Second@Example.test',
      secondBuyerPhone: '(412) 555-0142',
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(s.catcher, 'sam.second@example.test', /home inspection on/);
    expect(mail.text).toContain('a note about the inspection of 12 Walnut St');
    // Stored with the order: the admin's order page shows it.
    const id = res.json<{ id: number }>().id;
    const page = await s.admin.get(`/cms-admin/manage-orders.php?id=${id}`);
    expect(page.body).toContain('Sam.Second@Example.test');
    expect(page.body).toContain('Second buyer phone');
  });
});
