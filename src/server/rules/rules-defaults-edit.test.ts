import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { allRules } from './rules.service';

// A shipped rule is edited like a new one (when, if, message, to, by), sends as edited from then
// on, and Reset to default brings back its shipped sending; each change audited (decision 071).
// The timed ones: rules-timed-edit.test.ts.

const RULES = '/cms-admin/manage-rules.php';
const ORDERS = '/cms-admin/api/inspection_orders.php';
const OFFICE = 'office@example.test';
const DESK = 'desk@example.test';

describe.each(testDialects)('editing a shipped rule on %s', (dialect) => {
  const s = adminSuite(dialect, { BUSINESS_EMAIL: OFFICE, UNPAID_RESERVATIONS_PER_IP_DAY: '1000' });

  const book = async (email: string, hours: number) => {
    const [slotId] = await addSlots(s.app.db, [hours]);
    const agent = createAgent(s.app);
    await agent.get('/cms-admin/api/session.php');
    const res = await agent.post(ORDERS, await validSubmission(s.app.db, slotId!, email));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const mailsTo = async (to: string) =>
    s.app.db
      .selectFrom('email_log')
      .select(['subject', 'kind'])
      .where('to_address', '=', to)
      .execute();
  const ruleOf = async (key: string) =>
    (await allRules(s.app.db, new Date())).find((r) => r.builtin === key)!;

  it('the edited "New booking notice" sends as edited; Reset to default sends as shipped', async () => {
    const notice = await ruleOf('booked-office');
    const page = await s.admin.get(`${RULES}?edit=${notice.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reset to default');

    const saved = await s.post(`${RULES}?edit=${notice.id}`, {
      action: 'edit',
      id: String(notice.id),
      name: 'New booking: tell the desk',
      event: 'booked',
      messageKey: 'inspection-note',
      recipients: 'other',
      otherAddress: DESK,
      channel: 'email',
    });
    expect(saved.statusCode).toBe(303);
    const [edit] = await listAudit(s.app.db, { limit: 1, entity: 'rule' });
    expect(edit).toMatchObject({ action: 'update', entityId: String(notice.id) });

    const officeBefore = (await mailsTo(OFFICE)).length;
    await book('edited.rule@example.test', 30);
    await waitForMail(s.catcher, DESK, /home inspection on/);
    // The shipped notice no longer goes: the rule sends as edited.
    expect((await mailsTo(OFFICE)).length).toBe(officeBefore);
    expect((await s.admin.get(RULES)).body).toContain('Shipped rule, edited');

    const reset = await s.post(RULES, { action: 'reset', id: String(notice.id) });
    expect(reset.statusCode).toBe(303);
    expect(await ruleOf('booked-office')).toMatchObject({
      name: 'New booking notice',
      recipients: ['office'],
      messageKey: 'business-notice',
      customizedAt: null,
    });
    const [back] = await listAudit(s.app.db, { limit: 1, entity: 'rule' });
    expect(back).toMatchObject({ action: 'reset', entityId: String(notice.id) });
    await book('reset.rule@example.test', 31);
    await waitForMail(s.catcher, OFFICE, /^New booking/);
    expect((await mailsTo(DESK)).length).toBe(1);
  });

  it('keeps a shipped rule its own message', async () => {
    const paid = await ruleOf('paid-confirmation');
    const kept = await s.post(`${RULES}?edit=${paid.id}`, {
      action: 'edit',
      id: String(paid.id),
      name: 'Payment received (also the desk)',
      event: 'paid',
      messageKey: 'payment-confirmation',
      recipients: ['client', 'other'],
      otherAddress: DESK,
      channel: 'email',
    });
    expect(kept.statusCode).toBe(303);
  });
});
