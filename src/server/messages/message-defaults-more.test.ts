import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/site-settings';
import { cancellationEmailSet, rescheduleEmailSet } from '../booking/changes/order-change.emails';
import type { Order } from '../booking/orders/orders.repository';
import { testEmail } from '../email/test-email';
import type { CancellationMoney } from '../payments/refunds/cancellation-money.service';
import { realtorReportEmail } from '../reports/report-emails';
import { safetyReminderEmail } from '../reports/safety-reads/safety-reads.emails';
import { emailChangedNotice, emailCodeMessage } from '../users/profile-emails';
import { renderTemplate } from '../../shared/messages/message-template';

// The messages that became templates last (the office's and the realtor's copies of a change,
// the realtor's report link, the e-mail change, the test e-mail, the Safety reminder): the
// snapshots were taken from the texts written in code before, so a default that drifts fails.

const settings: SiteSettings = {
  businessName: 'Acme Inspections',
  phone: '(412) 555-0100',
  email: 'office@acme.test',
  socialUrl: '',
  timeZone: 'America/New_York',
  openingHours: '',
};

const order = (over: Partial<Order> = {}) =>
  ({
    id: 41,
    totalCents: 42_500,
    slotStart: '2027-03-04T14:00:00.000Z',
    customerName: 'Dana Buyer',
    customerEmail: 'dana@example.test',
    customerPhone: '(412) 555-0123',
    paymentStatus: 'pending',
    inspectorName: null,
    cartJson: JSON.stringify({
      address1: '1 Main St',
      address2: 'Unit 2',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15213',
    }),
    checkoutJson: JSON.stringify({ firstName: 'Dana' }),
    ...over,
  }) as Order;

const shown = (m: { subject: string; text: string; html?: string }) => ({
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
});

const money = (over: Partial<CancellationMoney> = {}): CancellationMoney => ({
  outcome: 'refunded',
  keptCents: 75_00,
  refundedCents: 350_00,
  dueCents: 0,
  paymentStatus: 'paid',
  capturedCents: 425_00,
  ...over,
});

describe('the shipped text of the change, report-link, e-mail change, test and Safety messages', () => {
  it('a moved inspection: the office and the realtor copies', () => {
    const input = { order: order(), previousStart: '2027-03-02T14:00:00.000Z' };
    const set = rescheduleEmailSet(input, settings, 'https://acme.test/user/manage/T');
    expect(shown(set.business)).toMatchSnapshot();
    expect(shown(set.realtor)).toMatchSnapshot();
    const withInspector = { ...input, order: order({ inspectorName: 'Ian Spector' }) };
    const again = rescheduleEmailSet(withInspector, settings, 'https://acme.test/user/manage/T');
    expect(shown(again.business)).toMatchSnapshot();
    expect(shown(again.realtor)).toMatchSnapshot();
  });

  it('a cancelled inspection: the office and the realtor copies', () => {
    const byCustomer = cancellationEmailSet(
      { order: order(), money: money(), by: 'customer', feeCents: 75_00 },
      settings,
    );
    expect(shown(byCustomer.business)).toMatchSnapshot();
    expect(shown(byCustomer.realtor)).toMatchSnapshot();
    const failed = money({ outcome: 'failed', message: 'Card declined', dueCents: 425_00 });
    const byAdmin = cancellationEmailSet(
      { order: order(), money: failed, by: 'admin', feeCents: 0 },
      settings,
    );
    expect(shown(byAdmin.business)).toMatchSnapshot();
  });

  it('the realtor’s report link', () => {
    const link = 'https://acme.test/realtor/T';
    expect(
      shown(realtorReportEmail(order(), settings, { email: 'rae@r.test', name: 'Rae' }, link)),
    ).toMatchSnapshot();
    expect(
      shown(realtorReportEmail(order(), settings, { email: 'rae@r.test', name: '' }, link)),
    ).toMatchSnapshot();
  });

  it('the e-mail change: the code and the notice', () => {
    const site = settings;
    const code = { site, to: 'new@example.test', code: '123456', minutes: 15 };
    expect(shown(emailCodeMessage({ ...code, firstName: 'Dana' }))).toMatchSnapshot();
    expect(shown(emailCodeMessage({ ...code, firstName: '' }))).toMatchSnapshot();
    const notice = { to: 'old@example.test', newEmail: 'new@example.test' };
    expect(shown(emailChangedNotice({ ...notice, site, firstName: 'Dana' }))).toMatchSnapshot();
    expect(
      shown(emailChangedNotice({ ...notice, site: { ...site, phone: '' }, firstName: '' })),
    ).toMatchSnapshot();
  });

  it('the e-mail change: an office edit may name every business placeholder', () => {
    // The editor lists business.name, .phone and .email for every message; an edit renders from
    // the view the e-mail carries, so each must hold the business's own value.
    const edit = '{{business.name}} / {{business.phone}} / {{business.email}}';
    const code = emailCodeMessage({
      site: settings,
      to: 'new@example.test',
      firstName: 'Dana',
      code: '123456',
      minutes: 15,
    });
    const notice = emailChangedNotice({
      site: settings,
      to: 'old@example.test',
      firstName: 'Dana',
      newEmail: 'new@example.test',
    });
    for (const { template } of [code, notice])
      expect(template && renderTemplate(edit, template.view)).toBe(
        'Acme Inspections / (412) 555-0100 / office@acme.test',
      );
  });

  it('the test e-mail and the Safety reminder', () => {
    expect(
      shown(testEmail(settings, 'check@example.test', new Date('2027-02-20T12:00:00.000Z'))),
    ).toMatchSnapshot();
    const to = { email: 'dana@example.test', name: 'Dana Buyer' };
    const facts = { address: '1 Main St, Pittsburgh', reportUrl: 'https://acme.test/reports/41' };
    expect(shown(safetyReminderEmail(to, settings, { ...facts, unread: 1 }))).toMatchSnapshot();
    expect(shown(safetyReminderEmail(to, settings, { ...facts, unread: 3 }))).toMatchSnapshot();
  });
});
