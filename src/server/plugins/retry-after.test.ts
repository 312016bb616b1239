import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAt } from '../../testing/checkout-limits-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { closeTestApp, payNowWorld } from '../../testing/payments-test-kit';
import { type TestApp, testDialects } from '../../testing/test-app';
import { upsertCustomerUser } from '../users/users.service';
import { CODE_FAILURES_PER_ACCOUNT_AND_CLIENT, recordWrongCode } from '../auth/code-lock.service';
import { DECLINES_PER_HOUR, recordDecline } from '../payments/card-checkout/card-limits.service';

// A 429 whose wait the server knows tells it in Retry-After (seconds), so a client or a proxy can
// wait exactly that long instead of guessing.

const API = '/cms-admin/api';

describe.each(testDialects)('Retry-After on 429 answers on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await payNowWorld(dialect, { timeoutMs: 2000, listen: false }));
  });
  afterAll(() => closeTestApp(t));

  it('tells how long a client locked out of sign-in codes waits', async () => {
    const ip = '198.51.100.40';
    const email = 'locked@example.test';
    const userId = await upsertCustomerUser(
      t.app.db,
      { email, firstName: 'Lee', lastName: 'Locked', phone: '' },
      new Date().toISOString(),
    );
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT; i += 1)
      await recordWrongCode(t.app.db, { userId, ip }, new Date());
    const browser = await browserAt(t.app, ip);
    expect((await browser.post(`${API}/request_login_link.php`, { email })).statusCode).toBe(200);
    const refused = await browser.post(`${API}/authenticate.php`, { code: '123456' });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('tells how long a network that reached the card-decline limit waits', async () => {
    const ip = '198.51.100.41';
    const started = Date.now();
    for (let i = 0; i < DECLINES_PER_HOUR; i += 1)
      await recordDecline(
        t.app.db,
        {
          sessionId: `s${i}`,
          ip,
          card: null,
          amountCents: 100,
          orderUuid: null,
          reason: '2: declined',
        },
        new Date(started - (10 - i) * 60_000),
      );
    const [slotId] = await addSlots(t.app.db, [24 * 6]);
    const s = await validSubmission(t.app.db, slotId ?? 0, 'decliner@example.test');
    const browser = await browserAt(t.app, ip);
    const refused = await browser.post(`${API}/payment/checkout.php`, {
      slot_id: s.slot_id,
      cart: s.cart,
      order_uuid: s.order_uuid,
    });
    expect(refused.statusCode).toBe(429);
    // The oldest of the five was 10 minutes ago: it stops counting in 50 minutes.
    const wait = Number(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({ retry_after_seconds: wait });
    expect(wait).toBeGreaterThan(49 * 60);
    expect(wait).toBeLessThanOrEqual(50 * 60);
  });
});
