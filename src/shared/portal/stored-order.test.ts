import { describe, expect, it } from 'vitest';
import { buildCart } from '../booking/cart';
import { orderFormSchema } from '../booking/order-form';
import { testCatalogue, validCheckout, validOrderForm } from '../../testing/booking-fixtures';
import { inspectionDetail, inspectionSummary, type StoredOrder } from './stored-order';

const now = new Date('2026-12-01T15:00:00Z');
const slot = { id: 10, start: '2026-12-05T14:00:00Z', title: 'Morning' };

function stored(checkout: Record<string, unknown>, extra: Partial<StoredOrder> = {}): StoredOrder {
  const form = orderFormSchema.parse({ ...validOrderForm, additionalUnits: 2 });
  const { cart, lines, totalCents } = buildCart(form, { services: testCatalogue(), slot, now });
  return {
    id: 3,
    start: slot.start,
    slotTitle: slot.title,
    bookingStatus: 'active',
    paymentStatus: 'pending',
    paymentMethod: 'pay-later',
    totalCents,
    authorizedCents: null,
    capturedCents: null,
    priceLinesJson: JSON.stringify(lines),
    cartJson: JSON.stringify(cart),
    checkoutJson: JSON.stringify(checkout),
    createdAt: '2026-11-30T10:00:00.000Z',
    cancelledAt: null,
    ...extra,
  };
}

describe('inspectionSummary', () => {
  it('reads the address, the priced services and the total from the stored order', () => {
    const s = inspectionSummary(stored(validCheckout), now);
    expect(s.address).toBe('12 Walnut St, Pittsburgh, PA 15232');
    expect(s.services.map((l) => [l.name, l.quantity, l.amountCents])).toEqual([
      ['Small', 1, 375_00],
      ['New', 1, 0],
      ['Pest', 1, 75_00],
      ['Unit', 2, 300_00],
    ]);
    expect(s.totalCents).toBe(750_00);
    expect([s.status, s.payment]).toEqual(['Reserved', 'Not paid']);
  });

  it('shows blanks, not an error, for documents that no longer parse', () => {
    const s = inspectionSummary(
      stored(validCheckout, { cartJson: '{', priceLinesJson: '[{"name":1}]' }),
      now,
    );
    expect(s.address).toBe('');
    expect(s.services).toEqual([]);
  });
});

describe('inspectionDetail', () => {
  it('names the buyers, the realtor and a different mailing address', () => {
    const d = inspectionDetail(
      stored({
        ...validCheckout,
        addSecondBuyer: true,
        secondBuyerFirst: 'Sam',
        secondBuyerLast: 'Lee',
        differentCustomerAddress: true,
        customerFirstName: 'Robin',
        customerLastName: 'Park',
        customerAddress1: '1 Elm St',
        customerCity: 'Erie',
        customerState: 'PA',
        customerZip: '16501',
        customerCountry: 'United States',
        realtorAccess: 'yes',
        realtorFirstName: 'Rita',
        realtorLastName: 'Agent',
        realtorEmail: 'rita@example.test',
        realtorPhone: '412 555 0100',
        detachedGarage: true,
      }),
      now,
    );
    expect(d.buyers).toEqual(['Robin Park', 'Sam Lee']);
    expect(d.mailingAddress).toBe('1 Elm St, Erie, PA 16501, United States');
    expect(d.realtor).toMatchObject({
      access: 'yes',
      name: 'Rita Agent',
      email: 'rita@example.test',
    });
    expect(d.property).toMatchObject({
      homeSize: 'Small',
      additionalUnits: 2,
      detachedGarage: true,
    });
  });

  it('keeps the text of a checkout an older version saved', () => {
    const d = inspectionDetail(stored({ firstName: 'Old', lastName: 'Form', email: 5 }), now);
    expect(d.buyers).toEqual(['Old Form']);
    expect(d.contact.email).toBe('');
  });
});
