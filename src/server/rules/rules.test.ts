import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html';
import { MOBILE_NUMBER_MESSAGE } from '../../shared/texts/mobile-number';
import { adminSuite, signedInCustomer } from '../../testing/admin-testing';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { deliverDueTexts, recentTexts } from '../texts/texts.service';
import { runTimedRules } from './rule-runner';

const RULES = '/cms-admin/manage-rules.php';
const TEXTS = '/cms-admin/manage-texts.php';
const ORDERS = '/cms-admin/api/inspection_orders.php';
const HOUR = 3_600_000;

describe.each(testDialects)('Admin → Rules and Texts on %s', (dialect) => {
  const s = adminSuite(dialect, {
    BUSINESS_EMAIL: 'office@example.test',
    UNPAID_RESERVATIONS_PER_IP_DAY: '1000',
  });

  const book = async (email: string, hours: number, checkout: Record<string, unknown> = {}) => {
    const [slotId] = await addSlots(s.app.db, [hours]);
    const agent = createAgent(s.app);
    await agent.get('/cms-admin/api/session.php');
    const body = await validSubmission(s.app.db, slotId!, email);
    return agent.post(ORDERS, { ...body, checkout: { ...body.checkout, ...checkout } });
  };
  const run = (at: number) =>
    runTimedRules({ db: s.app.db, env: s.t.env, mailer: s.app.mailer }, new Date(at));
  const textsTo = async (phone: string) =>
    (await recentTexts(s.app.db)).filter((t) => t.direction === 'out' && t.phone === phone);

  it('refuses a rule without a recipient or a message, naming the field', async () => {
    const rule = {
      action: 'create',
      name: 'Nudge',
      event: 'booked',
      messageKey: 'inspection-note',
      channel: 'email',
    };
    const noRecipient = await s.post(`${RULES}?new=1`, rule);
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.body).toContain('Send to: choose at least one recipient.');
    const noMessage = await s.post(`${RULES}?new=1`, {
      ...rule,
      messageKey: '',
      recipients: 'client',
    });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.body).toContain('Message: choose the message to send.');
    const noHours = await s.post(`${RULES}?new=1`, {
      ...rule,
      event: 'before',
      recipients: 'client',
    });
    expect(noHours.body).toContain('Hours: a whole number from 1 to 720.');
  });

  it('refuses texts to a phone that cannot be a mobile number', async () => {
    const res = await book('landline@example.test', 80, {
      phone: '800-555-0100',
      textConsent: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MOBILE_NUMBER_MESSAGE);
  });

  it('"48 h before, if unpaid, text the client": once, only with consent, never after STOP', async () => {
    const created = await s.post(`${RULES}?new=1`, {
      action: 'create',
      name: 'Unpaid: text 48 h before',
      event: 'unpaid-before',
      offsetHours: '48',
      messageKey: 'payment-due',
      recipients: 'client',
      channel: 'text',
    });
    expect(created.statusCode).toBe(303);
    const list = await s.admin.get(RULES);
    expect(list.body).toContain(
      escapeHtml(
        'When still unpaid 48 hours before the inspection, send “Payment still due” to the client by text message.',
      ),
    );
    const start = Date.now();
    // Two bookings from the same consenting phone, one from a phone that never agreed.
    expect(
      (await book('texts1@example.test', 60, { phone: '412-555-0142', textConsent: true }))
        .statusCode,
    ).toBe(201);
    expect(
      (await book('texts2@example.test', 72, { phone: '(412) 555-0142', textConsent: true }))
        .statusCode,
    ).toBe(201);
    expect((await book('silent@example.test', 60, { phone: '412-555-0177' })).statusCode).toBe(201);

    expect(await run(start + 11 * HOUR)).toBe(0);
    expect(await run(start + 12 * HOUR + 60_000)).toBe(1);
    expect(await run(start + 12 * HOUR + 120_000)).toBe(0);
    const sent = await textsTo('+14125550142');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(
      /is not paid yet \(\$[\d,.]+\)\.\nPay online: http.*\/user\/payments$/,
    );
    expect(await textsTo('+14125550177')).toEqual([]);
    // Through the texts' outbox to the provider (the sandbox answers a Twilio-like id).
    await deliverDueTexts(s.app.db, s.app.sms, new Date(start + 12 * HOUR + 180_000));
    expect((await textsTo('+14125550142'))[0]).toMatchObject({
      status: 'sent',
      providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/),
    });

    // Editing the rule sends nothing again.
    const rule = (await listAudit(s.app.db, { limit: 1, entity: 'rule' }))[0]!;
    const edit = await s.post(`${RULES}?edit=${rule.entityId}`, {
      action: 'edit',
      id: String(rule.entityId),
      name: 'Unpaid: text 47 h before',
      event: 'unpaid-before',
      offsetHours: '47',
      messageKey: 'payment-due',
      recipients: 'client',
      channel: 'text',
    });
    expect(edit.statusCode).toBe(303);
    expect(await run(start + 13 * HOUR + 60_000)).toBe(0);

    // The client answers STOP through the provider's webhook (Admin → Texts → Reply).
    const page = await s.admin.get(`${TEXTS}?reply=%2B14125550142`);
    expect(page.body).toContain('Reply from +14125550142');
    const stop = await s.post(`${TEXTS}?reply=%2B14125550142`, {
      action: 'reply',
      from: '+14125550142',
      body: 'STOP',
    });
    expect(stop.statusCode).toBe(303);
    // The second order's time comes: nothing goes to a number that said STOP.
    expect(await run(start + 25 * HOUR + 60_000)).toBe(0);
    expect(await textsTo('+14125550142')).toHaveLength(1);
    expect((await s.admin.get(TEXTS)).body).toContain('STOP');

    const audit = await listAudit(s.app.db, { limit: 5, entity: 'rule' });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('agrees to texts in the profile (a mobile number only) and withdraws by unticking', async () => {
    const customer = await signedInCustomer(s.app, s.catcher, 'profile.texts@example.test');
    const save = (phone: string, textConsent: boolean) =>
      customer.post('/cms-admin/api/profile.php', {
        firstName: 'Casey',
        lastName: 'Buyer',
        phone,
        textConsent,
      });
    const landline = await save('800-555-0100', true);
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({ error: MOBILE_NUMBER_MESSAGE });
    expect((await save('412-555-0188', true)).statusCode).toBe(200);
    const profile = async () =>
      (await customer.get('/cms-admin/api/profile.php')).json() as { textConsent: boolean };
    expect((await profile()).textConsent).toBe(true);
    expect((await save('412-555-0188', false)).statusCode).toBe(200);
    expect((await profile()).textConsent).toBe(false);
  });

  it('a reply without the provider’s signature is refused', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/cms-admin/api/sms_inbound.php',
      payload: 'From=%2B14125550142&Body=START',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a shipped rule switched off sends nothing; switched on, it sends as before', async () => {
    const list = await s.admin.get(RULES);
    expect(list.body).toContain('Booking confirmation');
    const rows = await s.app.db
      .selectFrom('message_rules')
      .select(['id', 'builtin'])
      .where('builtin', '=', 'booked-confirmation')
      .executeTakeFirstOrThrow();
    const off = await s.post(RULES, { action: 'switch', id: String(rows.id), enabled: '0' });
    expect(off.statusCode).toBe(303);
    expect((await book('quiet@example.test', 90)).statusCode).toBe(201);
    await waitForMail(s.catcher, 'office@example.test', /quiet|Dana Buyer/);
    const on = await s.post(RULES, { action: 'switch', id: String(rows.id), enabled: '1' });
    expect(on.statusCode).toBe(303);
    expect((await book('loud@example.test', 91)).statusCode).toBe(201);
    await waitForMail(s.catcher, 'loud@example.test', /reserved/);
    expect(s.catcher.mails.some((m) => m.to.includes('quiet@example.test'))).toBe(false);
    const audit = await listAudit(s.app.db, { limit: 2, entity: 'rule' });
    expect(audit.map((a) => a.action).sort()).toEqual(['switch-off', 'switch-on']);
  });
});
