import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../shared/booking/pricing';
import { DISCOUNT_INVALID } from '../../shared/discounts/discount';
import { adminSuite } from '../../testing/admin-testing';
import {
  addCode,
  APPLY_URL,
  dayFromNow,
  DISCOUNT_TEST_ENV,
  visitor,
} from '../../testing/discounts-test-kit';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listServices } from '../services/services.service';
import { APPLY_TRIES_PER_IP } from './apply-limits';

describe.each(testDialects)('apply_discount.php on %s', (dialect) => {
  const s = adminSuite(dialect, DISCOUNT_TEST_ENV);

  const booking = async () => {
    const [slotId] = await addSlots(s.app.db, [72 + Math.random()]);
    const submission = await validSubmission(s.app.db, slotId!);
    const services = await listServices(s.app.db);
    return { submission, services, quote: priceOrder(services, submission.cart) };
  };

  it('a percentage code answers the discount and the new total at once, in any case', async () => {
    await addCode(s, { code: 'Spring10', percent: '10' });
    const { submission, quote } = await booking();
    const res = await (
      await visitor(s)
    ).post(APPLY_URL, {
      code: '  spring10 ',
      cart: submission.cart,
    });
    expect(res.statusCode).toBe(200);
    const off = Math.floor((quote.totalCents * 10 + 50) / 100);
    expect(res.json()).toMatchObject({
      code: 'SPRING10',
      label: 'Discount (SPRING10)',
      subtotalCents: quote.totalCents,
      discountCents: off,
      totalCents: quote.totalCents - off,
    });
  });

  it('a fixed code on some services takes off at most what those cost', async () => {
    const { submission, services, quote } = await booking();
    const pest = services.find((x) => x.slug === 'pest-inspection')!;
    await addCode(s, {
      code: 'PEST500',
      kind: 'fixed',
      amount: '500',
      serviceIds: [String(pest.id)],
    });
    const res = await (
      await visitor(s)
    ).post(APPLY_URL, { code: 'pest500', cart: submission.cart });
    expect(res.json()).toMatchObject({
      discountCents: pest.price_cents,
      totalCents: quote.totalCents - pest.price_cents,
    });
  });

  it('unknown, expired, not yet valid, inactive, used up or not applicable: the one message', async () => {
    const { submission, services } = await booking();
    const early = services.find((x) => x.slug === 'radon-early')!;
    await addCode(s, {
      code: 'OLD',
      percent: '10',
      validFrom: dayFromNow(-9),
      validTo: dayFromNow(-2),
    });
    await addCode(s, { code: 'SOON', percent: '10', validFrom: dayFromNow(3) });
    await addCode(s, { code: 'OFF', percent: '10', active: false });
    const gone = await addCode(s, { code: 'GONE', percent: '10', maxUses: '1' });
    await s.app.db.updateTable('discounts').set({ uses: 1 }).where('id', '=', gone).execute();
    await addCode(s, { code: 'EARLY', percent: '10', serviceIds: [String(early.id)] });
    const browser = await visitor(s);
    for (const code of [
      'NOPE',
      'OLD',
      'soon',
      'OFF',
      'GONE',
      'EARLY',
      'bad code!',
      '',
      7,
      'X'.repeat(5000),
    ]) {
      const res = await browser.post(APPLY_URL, { code, cart: submission.cart });
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
        400,
        DISCOUNT_INVALID,
      ]);
    }
  });

  it('is a write behind CSRF: no token, no answer', async () => {
    const { submission } = await booking();
    const bare = createAgent(s.app);
    const res = await bare.post(APPLY_URL, { code: 'SPRING10', cart: submission.cart });
    expect(res.statusCode).toBe(403);
  });

  // Last: it spends this address's tries.
  it('is rate-limited per address: a guessing loop gets 429 with Retry-After', async () => {
    const { submission } = await booking();
    const browser = await visitor(s);
    const answers: number[] = [];
    for (let i = 0; i < APPLY_TRIES_PER_IP + 1; i++)
      answers.push(
        (await browser.post(APPLY_URL, { code: `GUESS${i}`, cart: submission.cart })).statusCode,
      );
    expect(answers).toContain(429);
    const refused = await browser.post(APPLY_URL, { code: 'SPRING10', cart: submission.cart });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
