import { randomUUID } from 'node:crypto';
import { buildCart } from '../shared/booking/cart';
import { orderFormSchema } from '../shared/booking/order-form';
import { validCheckout } from './booking-fixtures';
import type { OrderPaymentHooks } from '../server/booking/checkout/order-payment';
import type { Db } from '../server/db/database';
import { publicDataChanged } from '../server/cache/cache.service';
import { listServices } from '../server/services/services.repository';

// Helpers for the order API tests: real slots and a valid submission priced like the browser does.

/** Inserts slots starting `hours` from now; answers their ids in the same order. */
export async function addSlots(db: Db, hours: number[], title = 'Test slot'): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (const h of hours) {
    const row = await db
      .insertInto('slots')
      .values({
        starts_at: new Date(now + h * 3_600_000).toISOString(),
        title,
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  // Written behind the admin service's back: tell the cached slot lists, as the service does.
  await publicDataChanged(db, db, 'slots');
  return ids;
}

/** A valid pay-later submission for the slot, with the seeded catalogue's first choices. */
export async function validSubmission(db: Db, slotId: number, email = 'dana@example.test') {
  const services = await listServices(db);
  const first = (category: string) => services.find((s) => s.category === category && s.enabled);
  const form = orderFormSchema.parse({
    homeSizeId: first('home_size')?.id,
    propertyAgeId: first('property_age')?.id,
    addons: { 'pest-inspection': true, 'radon-inspection': true },
    additionalUnits: 1,
    selectedSlotId: slotId,
    neighborhood: 'Shadyside',
    address1: '12 Walnut St',
    address2: '',
    city: 'Pittsburgh',
    state: 'PA',
    zip: '15232',
  });
  const slot = { id: slotId, start: new Date().toISOString(), title: 'x' };
  const { cart } = buildCart(form, { services, slot, now: new Date() });
  return {
    slot_id: slotId,
    cart,
    checkout: { ...validCheckout, email },
    order_uuid: randomUUID(),
    payment_status: 'pending' as const,
  };
}

/** Card checks for tests that place pay-later orders only: a card payment there is a test bug. */
export const payLaterOnly: OrderPaymentHooks = {
  async verify() {
    throw new Error('This test places pay-later orders only.');
  },
};
