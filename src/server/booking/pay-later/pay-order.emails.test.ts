import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/site-settings';
import { paymentConfirmation } from './pay-order.emails';
import type { Order } from '../orders/orders.repository';

// The paid-online confirmation states the discount, so its amount matches the price booked.

const SETTINGS: SiteSettings = {
  businessName: 'Acme Inspections',
  phone: '(412) 555-0100',
  email: 'office@acme.test',
  socialUrl: '',
  timeZone: 'America/New_York',
  openingHours: '',
};

const order = (discount: Partial<Order>) =>
  ({
    id: 41,
    totalCents: 42_500,
    slotStart: '2027-03-02T14:00:00.000Z',
    customerName: 'Dana Buyer',
    customerEmail: 'dana@example.test',
    cartJson: JSON.stringify({
      address1: '1 Main St',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15213',
    }),
    checkoutJson: JSON.stringify({ firstName: 'Dana' }),
    discountCode: null,
    discountCents: null,
    ...discount,
  }) as Order;

const payment = {
  status: 'paid' as const,
  card: { type: 'Visa', last4: '1111' },
  transactionId: '60000001',
  receiptUrl: 'https://acme.test/user/payments/41/receipt',
};

describe('payment confirmation e-mail', () => {
  it('lists the discount code and amount above the amount paid', () => {
    const mail = paymentConfirmation(
      order({ discountCode: 'SPRING10', discountCents: 4_250 }),
      payment,
      SETTINGS,
    );
    const lines = mail.text.split('\n');
    const discount = lines.findIndex((l) => l.includes('SPRING10') && l.endsWith('-$42.50'));
    expect(discount).toBeGreaterThan(-1);
    expect(lines[discount + 1]).toBe('Amount: $425.00');
  });

  it('has no discount line for an order without a code', () => {
    const mail = paymentConfirmation(order({}), payment, SETTINGS);
    expect(mail.text).not.toMatch(/discount/i);
    expect(mail.text).toContain('Amount: $425.00');
  });
});
