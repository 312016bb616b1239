import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterFirstOrderRead,
  CHANGE_API,
  moveCommitted,
  storedOrder,
} from '../../../testing/order-changes-test-kit';
import { addSlots } from '../../../testing/order-test-kit';
import {
  flashOf,
  ORDERS_URL,
  ordersWorld,
  type OrdersWorld,
} from '../../../testing/orders-admin-test-kit';
import { testDialects } from '../../../testing/test-app';
import { signedInCustomer } from '../../../testing/admin-testing';
import { outboxDelivered } from '../../../testing/portal-test-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import { getCancellationPolicy } from '../../settings/cancellation-policy.service';
import { getSiteSettings } from '../../settings/settings.service';
import { cancelOrder } from './orders-admin.service';

// The administrator cancels with the policy fee or without it, sets the policy in Advanced
// (audited), and the customer's quote uses the stored numbers at once.

const ADVANCED_URL = '/cms-admin/advanced.php';

describe.each(testDialects)('Admin cancel and the stored policy on %s', (dialect) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await ordersWorld(dialect);
  });
  afterAll(() => w.close());

  const savePolicy = (fields: Record<string, string>) =>
    w.post({ action: 'cancellation-policy', ...fields }, ADVANCED_URL);

  it('saves the policy from Advanced, audited; refuses a malformed one', async () => {
    const page = await w.admin.get(ADVANCED_URL);
    expect(page.body).toContain('Cancellation policy');
    expect(page.body).toContain('value="75.00"');
    expect(page.body).toContain('value="17:00"');
    const bad = await savePolicy({
      feeCents: 'ten',
      fullDayFeeCents: '150.00',
      windowHours: '48',
      sameDayCutoff: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('must look like 75.00');
    expect(await getCancellationPolicy(w.t.app.db)).toMatchObject({ feeCents: 7500 });

    // A cut-off at midnight and a long window: the fee applies to any order inside 300 hours.
    const ok = await savePolicy({
      feeCents: '50.00',
      fullDayFeeCents: '$120.50',
      windowHours: '300',
      sameDayCutoff: '00:00',
    });
    expect(ok.statusCode).toBe(303);
    expect(await getCancellationPolicy(w.t.app.db)).toEqual({
      feeCents: 5000,
      fullDayFeeCents: 12050,
      windowHours: 300,
      sameDayCutoff: '00:00',
    });
    const audit = await w.t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'settings')
      .where('entity_id', '=', 'cancellation-policy')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ feeCents: { from: 7500, to: 5000 } });
  });

  it('the customer quote, the confirmation and checkout use the stored policy', async () => {
    const { id } = await w.payLater({ email: 'quote-me@example.test' }, 100);
    await outboxDelivered(w.t);
    const confirmation = await waitForMail(w.catcher, 'quote-me@example.test', /reserved/);
    expect(confirmation.text).toContain(
      'Cancelling less than 300 hours before the inspection costs $50.00, or $120.50 for a full-day appointment.',
    );
    expect(confirmation.text).toContain('Cancellation is free until 12:00 AM ET');
    // Checkout (drawn in the browser) reads the numbers from the page's inlined settings.
    const page = await w.t.app.inject('/checkout');
    expect(page.body).toContain(
      '"cancellationPolicy":{"feeCents":5000,"fullDayFeeCents":12050,"windowHours":300,"sameDayCutoff":"00:00"}',
    );
    const customer = await signedInCustomer(w.t.app, w.catcher, 'quote-me@example.test');
    const quote = await customer.get(`${CHANGE_API.quote}?order=${id}`);
    expect(quote.json()).toMatchObject({
      terms: { kind: 'fee', feeCents: 5000 },
      money: { feeCents: 5000, owedCents: 5000 },
      canReschedule: false,
    });
  });

  it('cancels with the policy fee: a pay-later order owes it, and the page says so', async () => {
    const { id } = await w.payLater({ email: 'fee-owed@example.test' }, 90);
    const confirm = await w.admin.get(`${ORDERS_URL}?id=${id}&confirm=cancel`);
    expect(confirm.body).toContain('Cancel with the policy fee ($50.00)');
    expect(confirm.body).toContain('Cancel without fee');
    const res = await w.post(
      { action: 'cancel', id: String(id), fee: 'policy' },
      `${ORDERS_URL}?id=${id}`,
    );
    expect(res.statusCode).toBe(303);
    expect(flashOf(res)).toContain('Cancellation fee: $50.00.');
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'cancelled',
      cancelled_by: 'admin',
      cancel_fee_cents: 5000,
      calendar_sequence: 1,
    });
    const page = await w.admin.get(`${ORDERS_URL}?id=${id}`);
    expect(page.body).toContain('Still due from the customer:</dt>');
    expect(page.body).toContain('$50.00');
  });

  it('cancels without fee', async () => {
    const { id } = await w.payLater({ email: 'no-fee@example.test' }, 95);
    const res = await w.post(
      { action: 'cancel', id: String(id), fee: 'none' },
      `${ORDERS_URL}?id=${id}`,
    );
    expect(flashOf(res)).not.toContain('Cancellation fee');
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'cancelled',
      cancelled_by: 'admin',
      cancel_fee_cents: 0,
    });
  });

  it('prices the policy fee on the order read under the claim: a move committed just before is seen', async () => {
    // The policy saved above: $50.00 inside 300 hours, no same-day grace.
    const { id } = await w.payLater({ email: 'moved-meanwhile@example.test' }, 24 * 20);
    const [near = 0] = await addSlots(w.t.app.db, [90.5]);
    const { app } = w.t;
    const deps = {
      db: afterFirstOrderRead(app.db, () => moveCommitted(w.t, id, near)),
      gateway: app.gateway,
      mailer: app.mailer,
      actorId: w.adminId,
      now: () => new Date(),
      leaseMs: 60_000,
      settings: () => getSiteSettings(app.db, app.env),
      publicUrl: app.env.PUBLIC_URL,
    };
    const result = await cancelOrder(deps, id, { withFee: true });
    expect(result.feeCents).toBe(5000);
    expect(await storedOrder(w.t, id)).toMatchObject({
      booking_status: 'cancelled',
      slot_id: near,
      cancel_fee_cents: 5000,
    });
  });
});
