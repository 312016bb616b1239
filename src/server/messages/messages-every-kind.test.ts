import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/site-settings';
import { adminSuite } from '../../testing/admin-testing';
import { waitForMail } from '../../testing/smtp-catcher';
import { testDialects } from '../../testing/test-app';
import { cancellationEmailSet, rescheduleEmailSet } from '../booking/changes/order-change.emails';
import type { Order } from '../booking/orders/orders.repository';
import type { CancellationMoney } from '../payments/refunds/cancellation-money.service';
import { findEmail } from '../email/email.repository';
import type { OutgoingEmail } from '../email/email.types';
import { enqueueEmail } from '../email/outbox.service';
import { realtorReportEmail } from '../reports/report-emails';
import { safetyReminderEmail } from '../reports/safety-reads/safety-reads.emails';
import { emailChangedNotice, emailCodeMessage } from '../users/profile-emails';
import { messageDefinition } from './message-catalogue';

// The messages that were written in code until last: each is now a kind of the catalogue, and an
// office's edit of it is what the outbox queues.

const PAGE = '/cms-admin/manage-messages.php';

const site: SiteSettings = {
  businessName: 'Acme Inspections',
  phone: '(412) 555-0100',
  email: 'office@acme.test',
  socialUrl: '',
  timeZone: 'America/New_York',
  openingHours: '',
};
const order = {
  id: 41,
  slotStart: '2027-03-04T14:00:00.000Z',
  customerName: 'Dana Buyer',
  customerEmail: 'dana@example.test',
  customerPhone: '(412) 555-0123',
  inspectorName: null,
  cartJson: JSON.stringify({ address1: '1 Main St', city: 'Pittsburgh', state: 'PA', zip: '1' }),
  checkoutJson: JSON.stringify({ firstName: 'Dana' }),
} as unknown as Order;
const to = 'someone@example.test';
const money = {
  outcome: 'nothing',
  keptCents: 0,
  refundedCents: 0,
  dueCents: 0,
  paymentStatus: 'pending',
  capturedCents: 0,
} satisfies CancellationMoney;

/** Each kind, as its feature builds it to be queued. */
function built(): [key: string, email: OutgoingEmail][] {
  const moved = rescheduleEmailSet({ order, previousStart: order.slotStart }, site, 'https://m/T');
  const cancelled = cancellationEmailSet({ order, money, by: 'admin', feeCents: 0 }, site);
  const facts = { address: '1 Main St', unread: 2, reportUrl: 'https://acme.test/reports/41' };
  return [
    ['order-rescheduled-notice', { ...moved.business, to }],
    ['order-rescheduled-realtor', { ...moved.realtor, to }],
    ['order-cancellation-notice', { ...cancelled.business, to }],
    ['order-cancellation-realtor', { ...cancelled.realtor, to }],
    ['report-realtor', realtorReportEmail(order, site, { email: to, name: 'Rae' }, 'https://r/T')],
    ['report-safety-reminder', safetyReminderEmail({ email: to, name: 'Dana' }, site, facts)],
    [
      'email-change-code',
      emailCodeMessage({ site, to, firstName: 'Dana', code: '654321', minutes: 15 }),
    ],
    ['email-changed', emailChangedNotice({ site, to, firstName: 'Dana', newEmail: 'n@x.test' })],
  ];
}

describe.each(testDialects)('every message is a template on %s', (dialect) => {
  const s = adminSuite(dialect, { BUSINESS_EMAIL: 'office@example.test' });

  it('the office’s edit of each last-written kind is what the outbox queues', async () => {
    for (const [key, email] of built()) {
      const definition = messageDefinition(key);
      expect(definition, key).toBeDefined();
      const required = (definition!.required ?? []).map((n) => `{{${n}}}`).join(' ');
      const res = await s.post(`${PAGE}?key=${key}`, {
        action: 'save',
        subject: `Edited ${key}`,
        body: `Edited body of ${key} ${required}`,
      });
      expect(res.statusCode, key).toBe(303);
      const id = await s.app.db
        .transaction()
        .execute((trx) => enqueueEmail(trx, email, new Date()));
      const queued = await findEmail(s.app.db, id);
      // One name for one message: the log's kind is the catalogue's key.
      expect(queued?.kind, key).toBe(key);
      expect(queued?.subject, key).toBe(`Edited ${key}`);
      expect(queued?.text, key).toMatch(new RegExp(`^Edited body of ${key}`));
      // The shipped HTML part is not sent with the office's words.
      expect(queued?.html ?? '', key).not.toContain(email.subject);
    }
  });

  it('the test e-mail from settings is sent with the office’s wording', async () => {
    const res = await s.post(`${PAGE}?key=test`, {
      action: 'save',
      subject: 'Delivery check for {{business.name}}',
      body: 'Sent at {{sent_at}}.',
    });
    expect(res.statusCode).toBe(303);
    const sent = await s.post('/cms-admin/email_utils.php', {
      action: 'send-test',
      to: 'owner@example.test',
    });
    expect(sent.statusCode).toBe(303);
    const mail = await waitForMail(s.catcher, 'owner@example.test');
    expect(mail.subject).toMatch(/^Delivery check for /);
    expect(mail.text).toMatch(/^Sent at \d{4}-\d\d-\d\dT/);
  });
});
