import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/site-settings';
import { validCheckout } from '../../testing/booking-fixtures';
import { loginEmail } from '../auth/login-email';
import {
  businessNotice,
  customerConfirmation,
  realtorNotice,
} from '../booking/checkout/order.emails';
import type { PlacedOrderDetails } from '../booking/checkout/placed-order';
import type { Order } from '../booking/orders/orders.repository';
import { paymentConfirmation } from '../booking/pay-later/pay-order.emails';
import { beforeInspectionEmail, thankYouEmail } from '../reminders/reminder-emails';
import { customerReportEmail } from '../reports/report-emails';

// What each message kind sends with its shipped template: the snapshots were taken from the texts
// written in code before they became templates, so a default that drifts by a character fails.

const settings: SiteSettings = {
  businessName: 'Acme Inspections',
  phone: '(412) 555-0100',
  email: 'office@acme.test',
  socialUrl: '',
  timeZone: 'America/New_York',
  openingHours: '',
};
const now = new Date('2027-02-20T12:00:00.000Z');

const placed = (over: Partial<PlacedOrderDetails> = {}): PlacedOrderDetails =>
  ({
    id: 41,
    orderUuid: '5b0c6f3e-0000-4000-8000-000000000001',
    slot: { id: 10, start: '2027-03-02T14:00:00.000Z', title: 'Morning' },
    cart: {
      neighborhood: 'Shadyside',
      address1: '12 Walnut St',
      address2: 'Unit 2',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15232',
    },
    checkout: { ...validCheckout, realtorAccess: 'no' },
    lines: [
      { name: 'Home inspection', quantity: 1, amountCents: 400_00 },
      { name: 'Unit', quantity: 2, amountCents: 300_00 },
    ],
    totalCents: 700_00,
    paymentStatus: 'pending',
    ...over,
  }) as unknown as PlacedOrderDetails;

const withRealtor = placed({
  checkout: {
    ...validCheckout,
    realtorAccess: 'yes',
    realtorFirstName: 'Rae',
    realtorLastName: 'Agent',
    realtorEmail: 'rae@realty.test',
    realtorPhone: '(412) 555-0199',
    realtorCompany: 'Realty Co',
    addSecondBuyer: true,
    secondBuyerFirst: 'Sam',
    secondBuyerLast: 'Buyer',
    notes: 'Key under the mat',
  } as unknown as PlacedOrderDetails['checkout'],
  paymentStatus: 'paid',
  inspectorName: 'Ian Spector',
  discount: { code: 'SPRING10', cents: 70_00 },
});

const order = (over: Partial<Order> = {}) =>
  ({
    id: 41,
    totalCents: 42_500,
    slotStart: '2027-03-02T14:00:00.000Z',
    customerName: 'Dana Buyer',
    customerEmail: 'dana@example.test',
    paymentStatus: 'pending',
    cartJson: JSON.stringify({
      address1: '1 Main St',
      address2: '',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15213',
    }),
    checkoutJson: JSON.stringify({ firstName: 'Dana' }),
    discountCode: null,
    discountCents: null,
    ...over,
  }) as Order;

const shown = (m: { subject: string; text: string; html?: string }) => ({
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
});
const ctx = { settings, publicUrl: 'https://acme.test', now };

describe('the shipped text of every message kind', () => {
  it('booking confirmation, business notice and realtor notice', () => {
    const manage = { manageUrl: 'https://acme.test/user/manage/TOKEN' };
    expect(shown(customerConfirmation(placed(), settings, now))).toMatchSnapshot();
    expect(shown(customerConfirmation(withRealtor, settings, now, manage))).toMatchSnapshot();
    expect(
      shown(customerConfirmation(placed({ paymentStatus: 'authorized' }), settings, now)),
    ).toMatchSnapshot();
    expect(shown(businessNotice(placed(), settings, 'office@acme.test', now))).toMatchSnapshot();
    expect(shown(businessNotice(withRealtor, settings, 'office@acme.test', now))).toMatchSnapshot();
    expect(shown(realtorNotice(withRealtor, settings, now)!)).toMatchSnapshot();
  });

  it('reminder before the inspection and thank-you after it', () => {
    const url = 'https://acme.test/user/manage/TOKEN';
    expect(
      shown(beforeInspectionEmail(order(), { agreementSigned: false }, url, ctx)),
    ).toMatchSnapshot();
    expect(
      shown(
        beforeInspectionEmail(
          order({ paymentStatus: 'paid' }),
          { agreementSigned: true },
          url,
          ctx,
        ),
      ),
    ).toMatchSnapshot();
    expect(shown(thankYouEmail(order(), ctx))).toMatchSnapshot();
  });

  it('sign-in, payment confirmation and report published', () => {
    const login = { link: 'https://acme.test/user/login?token=T', code: '123456' };
    const minutes = { linkMinutes: 30, codeMinutes: 10 };
    expect(
      shown(loginEmail({ site: settings, firstName: 'Dana', ...login, ...minutes })),
    ).toMatchSnapshot();
    expect(
      shown(loginEmail({ site: settings, firstName: '', ...login, ...minutes })),
    ).toMatchSnapshot();
    const payment = {
      card: { type: 'Visa', last4: '1111' },
      transactionId: '60000001',
      receiptUrl: 'https://acme.test/user/payments/41/receipt',
    };
    expect(
      shown(paymentConfirmation(order(), { status: 'paid', ...payment }, settings)),
    ).toMatchSnapshot();
    expect(
      shown(
        paymentConfirmation(
          order({ discountCode: 'SPRING10', discountCents: 4_250 }),
          { status: 'authorized', ...payment },
          settings,
        ),
      ),
    ).toMatchSnapshot();
    expect(
      shown(customerReportEmail(order(), settings, 'https://acme.test/user/reports', 'r.pdf')),
    ).toMatchSnapshot();
  });
});
