import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/booking/messages';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { addSlots, validSubmission } from '../../../testing/order-test-kit';
import { countOrders } from '../orders/orders.repository';

const URL = '/cms-admin/api/inspection_orders.php';

type Body = Awaited<ReturnType<typeof validSubmission>>;

// Values of the wrong kind for any field: every one must give a 400 with a message, never a 500.
const junk: unknown[] = [
  null,
  42,
  -1,
  1.5,
  '',
  '   ',
  'x'.repeat(5000),
  true,
  [],
  {},
  ['a'],
  { a: 1 },
];

describe.each(testDialects)('inspection_orders.php refuses bad input on %s', (dialect) => {
  let t: TestApp;
  let agent: TestAgent;
  let body: Body;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    const [slotId] = await addSlots(t.app.db, [24]);
    body = await validSubmission(t.app.db, slotId!);
  });
  afterAll(() => t.close());

  async function expect400(payload: unknown, label: string) {
    const res = await agent.request({
      url: URL,
      method: 'POST',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
    expect(typeof (res.json() as { error?: unknown }).error, label).toBe('string');
    return res.json() as { error: string; fields?: Record<string, string> };
  }

  it('for every top-level field, missing or of the wrong kind', async () => {
    for (const key of ['slot_id', 'cart', 'checkout', 'order_uuid'] as const) {
      const { [key]: _drop, ...rest } = body;
      await expect400(rest, `${key} missing`);
      for (const value of junk)
        await expect400({ ...body, [key]: value }, `${key}=${JSON.stringify(value)?.slice(0, 30)}`);
    }
    for (const value of ['free', 1, null, 'voided'])
      await expect400({ ...body, payment_status: value }, `payment_status=${String(value)}`);
    for (const value of [1, 'x', { transactionId: '' }, { transactionId: 'x', amount: 'lots' }])
      await expect400(
        { ...body, payment_status: 'authorized', payment: value },
        `payment=${JSON.stringify(value)}`,
      );
  });

  it('for every cart field', async () => {
    const formFields = [
      'homeSizeId',
      'propertyAgeId',
      'addons',
      'additionalUnits',
      'selectedSlotId',
      'neighborhood',
      'address1',
      'city',
      'state',
      'zip',
    ] as const;
    for (const key of formFields) {
      const { [key]: _drop, ...rest } = body.cart;
      // No add-on flags at all is a valid order without add-ons.
      if (key !== 'addons') {
        const missing = await expect400({ ...body, cart: rest }, `cart.${key} missing`);
        const fields = Object.keys(missing.fields ?? {});
        expect(
          fields.some((f) => f.startsWith(`cart.${key}`) || f === 'slot_id'),
          key,
        ).toBe(true);
      }
      // Skip the values that are valid for this field: {} add-on flags, 42 additional units.
      const valid = key === 'addons' ? '{}' : key === 'additionalUnits' ? '42' : '';
      for (const value of junk.filter((v) => JSON.stringify(v) !== valid))
        await expect400(
          { ...body, cart: { ...body.cart, [key]: value } },
          `cart.${key}=${JSON.stringify(value)?.slice(0, 30)}`,
        );
    }
    for (const key of [
      'address2',
      'selectedSlot',
      'homeSize',
      'selectedAddons',
      'timestamp',
      'totalPrice',
    ])
      await expect400(
        { ...body, cart: { ...body.cart, [key]: { nested: [1] } } },
        `cart.${key} object`,
      );
    await expect400({ ...body, cart: { ...body.cart, additionalUnits: -1 } }, 'negative units');
    await expect400({ ...body, cart: { ...body.cart, state: 'NY' } }, 'state NY');
    await expect400(
      { ...body, cart: { ...body.cart, addons: { 'Bad Slug!': true } } },
      'bad add-on slug',
    );
  });

  it('for every checkout field, with the customer-facing messages', async () => {
    const keys = Object.keys(body.checkout) as (keyof Body['checkout'])[];
    for (const key of keys) {
      for (const value of [null, 42, [], { a: 1 }, 'x'.repeat(5000)])
        await expect400(
          { ...body, checkout: { ...body.checkout, [key]: value } },
          `checkout.${key}=${JSON.stringify(value)?.slice(0, 30)}`,
        );
    }
    const expected: [string, unknown, string][] = [
      ['firstName', ' ', MESSAGES.firstNameRequired],
      ['lastName', '', MESSAGES.lastNameRequired],
      ['billingZip', '123', MESSAGES.zipInvalid],
      ['email', 'nope', MESSAGES.emailInvalid],
      ['phone', '12', MESSAGES.phoneInvalid],
      ['agreeToCancellation', false, MESSAGES.agreeRequired],
    ];
    for (const [key, value, message] of expected) {
      const res = await expect400({ ...body, checkout: { ...body.checkout, [key]: value } }, key);
      expect(res.fields?.[`checkout.${key}`]).toBe(message);
    }
    const realtor = await expect400(
      { ...body, checkout: { ...body.checkout, realtorAccess: 'yes' } },
      'realtor',
    );
    expect(realtor.fields).toMatchObject({
      'checkout.realtorFirstName': MESSAGES.realtorFirstRequired,
      'checkout.realtorEmail': MESSAGES.emailInvalid,
    });
  });

  it('for bodies that are not an order at all', async () => {
    for (const payload of [null, [], 'order', 12, {}])
      await expect400(payload, JSON.stringify(payload));
    const broken = await agent.request({
      url: URL,
      method: 'POST',
      payload: '{"slot_id": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await countOrders(t.app.db)).toBe(0);
  });
});
