import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCart } from '../../../shared/booking/cart';
import { DEFAULT_CANCELLATION_POLICY } from '../../../shared/booking/cancellation-policy';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, payLaterOnly, validSubmission } from '../../../testing/order-test-kit';
import { createAgent } from '../../../testing/test-agent';
import type { Service } from '../../../shared/services/service';
import { findOrderById } from '../orders/orders.repository';
import { termsOf } from '../changes/order-changes-quote';
import { getSiteSettings } from '../../settings/settings.service';
import { saveBookingRules } from '../../settings/booking-rules.service';
import { DEFAULT_BOOKING_RULES } from '../../../shared/booking/booking-rules';
import { placeOrder } from './orders.service';

// The visit's length is worked out by the server from its own services' minutes and stored with
// the order; over the full-day threshold the policy's full-day cancellation fee applies.

describe.each(testDialects)('Visit length on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
  });
  afterAll(() => t.close());

  async function order(choose: (services: Service[]) => Record<string, unknown>) {
    const [slotId] = await addSlots(t.app.db, [30]);
    const base = await validSubmission(t.app.db, slotId!);
    const services = (await createAgent(t.app).get('/cms-admin/api/services.php')).json<
      Service[]
    >();
    const form = { ...base.cart, ...choose(services) } as typeof base.cart;
    const slot = { id: slotId!, start: new Date().toISOString(), title: 'x' };
    const { cart } = buildCart(form, { services, slot, now: new Date() });
    const placed = await placeOrder(t.app.db, payLaterOnly, {
      submission: { ...base, cart },
      sessionId: null,
      now: new Date(),
    });
    return (await findOrderById(t.app.db, placed.id))!;
  }
  const bySlug = (services: Service[], slug: string) => services.find((s) => s.slug === slug)!.id;
  const bigOld = (s: Service[]) => ({
    homeSizeId: bySlug(s, 'size-4500-plus'),
    propertyAgeId: bySlug(s, 'built-before-1950'),
    additionalUnits: 2,
  });

  it('services.php states the minutes each service adds', async () => {
    const services = (await createAgent(t.app).get('/cms-admin/api/services.php')).json<
      Service[]
    >();
    expect(services.find((s) => s.slug === 'size-4500-plus')?.minutes).toBe(270);
    expect(services.find((s) => s.slug === 'additional-unit')?.minutes).toBe(60);
  });

  it('a big old house is a full-day visit and costs the full-day fee; a small one does not', async () => {
    const big = await order(bigOld);
    // 270 base + 60 age + 15 pest + 15 radon + 2 units × 60.
    expect(big.visitMinutes).toBe(480);
    expect(big.slotFullDay).toBe(true);
    const small = await order(() => ({ additionalUnits: 0 }));
    expect(small.visitMinutes).toBe(150 + 0 + 15 + 15);
    expect(small.slotFullDay).toBe(false);

    const settings = await getSiteSettings(t.app.db, t.app.env);
    const late = (o: typeof big) => new Date(Date.parse(o.slotStart) - 3_600_000);
    const policy = DEFAULT_CANCELLATION_POLICY;
    expect(termsOf(big, policy, settings, late(big))).toEqual({
      kind: 'fee',
      feeCents: policy.fullDayFeeCents,
      fullDay: true,
    });
    expect(termsOf(small, policy, settings, late(small))).toMatchObject({
      feeCents: policy.feeCents,
      fullDay: false,
    });
  });

  it('follows the threshold set in Advanced at booking time', async () => {
    await saveBookingRules(
      t.app.db,
      { id: 1, at: new Date() },
      { ...DEFAULT_BOOKING_RULES, fullDayHours: 9 },
    );
    const big = await order(bigOld);
    expect(big.visitMinutes).toBe(480);
    expect(big.slotFullDay).toBe(false);
  });
});
