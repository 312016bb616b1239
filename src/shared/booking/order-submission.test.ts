import { describe, expect, it } from 'vitest';
import { buildCart } from './cart';
import { orderFormSchema } from './order-form';
import { cardPaymentFields, orderSubmissionSchema } from './order-submission';
import { testCatalogue, validCheckout, validOrderForm } from '../../testing/booking-fixtures';

const slot = { id: 10, start: '2026-12-01T14:00:00.000Z', title: 'Morning' };
const { cart } = buildCart(orderFormSchema.parse(validOrderForm), {
  services: testCatalogue(),
  slot,
  now: new Date('2026-11-25T12:00:00.000Z'),
});
const valid = {
  slot_id: 10,
  cart,
  checkout: validCheckout,
  order_uuid: '6f1c2a1e-3b7d-4c55-9a0e-2f4f7d3b9c11',
  payment_status: 'pending',
};

const paths = (input: unknown) =>
  orderSubmissionSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('order submission', () => {
  it('accepts a pay-later submission; payment status defaults to pending', () => {
    expect(paths(valid)).toEqual([]);
    const { payment_status: _p, ...rest } = valid;
    expect(orderSubmissionSchema.parse(rest).payment_status).toBe('pending');
  });

  it('names the bad field, inside the cart and the checkout too', () => {
    expect(paths({ ...valid, slot_id: 'x' })).toEqual(['slot_id']);
    expect(paths({ ...valid, order_uuid: 'not-a-uuid' })).toEqual(['order_uuid']);
    expect(paths({ ...valid, cart: { ...cart, zip: '1' } })).toEqual(['cart.zip']);
    expect(paths({ ...valid, checkout: { ...validCheckout, email: 'x' } })).toEqual([
      'checkout.email',
    ]);
    expect(paths({ ...valid, payment_status: 'free' })).toEqual(['payment_status']);
  });

  it('refuses a slot that is not the cart’s', () => {
    expect(paths({ ...valid, slot_id: 11 })).toEqual(['slot_id']);
  });

  it('needs payment details for an authorized or paid order', () => {
    expect(paths({ ...valid, payment_status: 'authorized' })).toEqual(['payment']);
    const payment = {
      transactionId: '60123',
      authCode: 'ABC123',
      responseCode: '1',
      amount: '450.00',
    };
    expect(paths({ ...valid, payment_status: 'authorized', payment })).toEqual([]);
    expect(
      paths({ ...valid, payment_status: 'paid', payment: { ...payment, amount: 'lots' } }),
    ).toEqual(['payment.amount']);
  });

  it('carries a card payment nested and at the top level, as the schema reads it', () => {
    const payment = {
      transactionId: '60123',
      authCode: 'ABC123',
      responseCode: '1',
      amount: '450.00',
    };
    const fields = cardPaymentFields(payment);
    expect(fields).toEqual({
      payment_status: 'authorized',
      payment,
      transaction_id: '60123',
      amount: '450.00',
      auth_code: 'ABC123',
      response_code: '1',
    });
    expect(paths({ ...valid, ...fields })).toEqual([]);
    expect(cardPaymentFields(payment, 'paid').payment_status).toBe('paid');
  });

  it('ignores the browser’s derived cart fields for pricing, but checks their shape', () => {
    expect(
      paths({ ...valid, cart: { ...cart, totalPrice: '$1.00', totalPriceDecimal: '1.00' } }),
    ).toEqual([]);
    expect(paths({ ...valid, cart: { ...cart, selectedAddons: 'all' } })).toEqual([
      'cart.selectedAddons',
    ]);
  });
});
