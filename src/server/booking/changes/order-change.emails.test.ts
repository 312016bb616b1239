import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInvite } from '../../../testing/ics-testing';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { outboxDelivered } from '../../../testing/portal-test-kit';
import type { CaughtMail, SmtpCatcher } from '../../../testing/smtp-catcher';
import { startSmtpCatcher } from '../../../testing/smtp-catcher';
import { createAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import type { CancellationMoney } from '../../payments/refunds/cancellation-money.service';
import { getSiteSettings, setSiteSetting } from '../../settings/settings.service';
import { queueCancellationEmails, queueRescheduleEmails } from './order-change.emails';
import { findOrderById } from '../orders/orders.repository';

// Book → confirmation (REQUEST, UID u, SEQUENCE 0) → moved (REQUEST, u, 1) → cancelled (CANCEL, u)
// to the customer, the business and the realtor, as delivered by the outbox over real SMTP.

const CUSTOMER = 'change.customer@example.test';
const OFFICE = 'office@acme.test';
const REALTOR = 'rae@realty.test';

describe.each(testDialects)('calendar updates and change e-mails on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SEED_DEMO_SLOTS: 'false',
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Acme <no-reply@mail.acme.test>',
      BUSINESS_EMAIL: OFFICE,
    });
    await setSiteSetting(t.app.db, 'businessName', 'Acme; Inspections, LLC: "Best"');
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const delivered = async () => {
    await outboxDelivered(t);
    const mails = [...catcher.mails];
    catcher.mails.length = 0;
    return mails;
  };
  const to = (mails: CaughtMail[], address: string) => {
    const found = mails.filter((m) => m.to.includes(address));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const invite = (mail: CaughtMail) => {
    const file = mail.attachments.find((a) => a.mimeType === 'text/calendar');
    if (!file) throw new Error(`no calendar file in ${mail.subject}`);
    return parseInvite(file.content);
  };
  const readable = (mails: CaughtMail[]) => {
    for (const m of mails) {
      expect(m.text.length).toBeGreaterThan(20);
      expect(m.html).toContain('Acme; Inspections, LLC: &quot;Best&quot;');
      expect(m.messageId).toMatch(/^<[0-9a-f]{32}@mail\.acme\.test>$/);
      expect(m.replyTo).toBe(m.to.includes(OFFICE) ? CUSTOMER : OFFICE);
    }
  };

  it('sends one UID from booking to cancellation, each update to all three', async () => {
    const [slotId, laterSlotId] = await addSlots(t.app.db, [72, 96]);
    const submission = await validSubmission(t.app.db, slotId!, CUSTOMER);
    submission.checkout = {
      ...submission.checkout,
      realtorAccess: 'yes',
      realtorFirstName: 'Rae',
      realtorLastName: 'Agent',
      realtorEmail: REALTOR,
      realtorPhone: '412-555-0199',
    };
    const agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    const res = await agent.post('/cms-admin/api/inspection_orders.php', submission);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;

    const booked = await delivered();
    expect(booked).toHaveLength(3);
    readable(booked);
    const order = await findOrderById(t.app.db, id);
    const uid = order!.calendarUid!;
    expect(uid).toBe(`order-${submission.order_uuid}@acme.test`);
    const confirmation = to(booked, CUSTOMER);
    expect(confirmation.text).toMatch(
      /Manage your inspection .*: http:\/\/localhost:3000\/user\/manage\/[\w-]{43}/,
    );
    expect(confirmation.html).toMatch(/<a href="http:\/\/localhost:3000\/user\/manage\/[\w-]{43}"/);
    for (const address of [CUSTOMER, OFFICE, REALTOR]) {
      const ics = invite(to(booked, address));
      expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 0 });
      expect(ics.organizer.cn).toBe('Acme; Inspections, LLC: Best');
      expect(ics.attendees.map((a) => a.address)).toEqual([
        `mailto:${CUSTOMER}`,
        `mailto:${REALTOR}`,
      ]);
    }

    // What the reschedule does before it calls us: the new slot, the sequence raised.
    await t.app.db
      .updateTable('orders')
      .set({ slot_id: laterSlotId!, calendar_sequence: 1 })
      .where('id', '=', id)
      .execute();
    const moved = (await findOrderById(t.app.db, id))!;
    const ctx = {
      settings: await getSiteSettings(t.app.db, t.env),
      publicUrl: t.env.PUBLIC_URL,
      now: new Date(),
    };
    await t.app.db
      .transaction()
      .execute((trx) =>
        queueRescheduleEmails(trx, { order: moved, previousStart: order!.slotStart }, ctx),
      );
    const rescheduled = await delivered();
    expect(rescheduled).toHaveLength(3);
    readable(rescheduled);
    for (const m of rescheduled)
      expect(invite(m)).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
    const customerMove = to(rescheduled, CUSTOMER);
    expect(customerMove.text).toContain('Was: ');
    expect(customerMove.text).toContain('Now: ');
    expect(customerMove.text).toMatch(/\/user\/manage\/[\w-]{43}/);
    expect(to(rescheduled, OFFICE).subject).toMatch(new RegExp(`Booking #${id} moved: .+ → .+`));

    await t.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', calendar_sequence: 2 })
      .where('id', '=', id)
      .execute();
    const cancelled = (await findOrderById(t.app.db, id))!;
    const money: CancellationMoney = {
      outcome: 'refunded',
      keptCents: 75_00,
      refundedCents: 500_00,
      dueCents: 150_00,
      paymentStatus: 'paid',
      capturedCents: 725_00,
    };
    await t.app.db
      .transaction()
      .execute((trx) =>
        queueCancellationEmails(
          trx,
          { order: cancelled, money, by: 'customer', feeCents: 75_00 },
          ctx,
        ),
      );
    const gone = await delivered();
    expect(gone).toHaveLength(3);
    readable(gone);
    for (const m of gone)
      expect(invite(m)).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
    const notice = to(gone, CUSTOMER).text;
    expect(notice).toContain('You cancelled it.');
    expect(notice).toContain('Cancellation fee under our policy: $75.00.');
    expect(notice).toContain('Refunded to your card: $500.00.');
    expect(notice).toContain('Kept by us: $75.00.');
    expect(notice).toContain('Still to be refunded: $150.00.');
    const office = to(gone, OFFICE);
    expect(office.subject).toContain('cancelled by the customer');
    expect(office.text).toContain('Still due to the customer: $150.00');
  });
});
