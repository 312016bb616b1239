import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES as M } from '../../../shared/portal/order-change-messages';
import { CHANGE_API } from '../../../testing/order-changes-test-kit';
import { type PortalWorld, portalWorld } from '../../../testing/portal-test-kit';
import { testDialects } from '../../../testing/test-app';

// Cancel and reschedule requests are limited per account (30 in 15 minutes), counted before the
// order is looked at: a loop of requests gets 429 with Retry-After, whatever it names.

describe.each(testDialects)('Customer change limits on %s', (dialect) => {
  let w: PortalWorld;

  beforeAll(async () => {
    w = await portalWorld(dialect);
  }, 60_000);
  afterAll(() => w.close());

  it('answers 429 with Retry-After once an account has made 30 changes in the window', async () => {
    await w.payLater('change-loop@example.test', 24 * 10);
    await w.payLater('change-other@example.test', 24 * 11);
    const me = await w.signIn('change-loop@example.test');
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const url = i % 2 ? CHANGE_API.cancel : CHANGE_API.reschedule;
      answers.push((await me.post(url, { order: 999_999, slot: 1 })).statusCode);
    }
    expect(answers.every((status) => status === 404)).toBe(true);
    const refused = await me.post(CHANGE_API.cancel, { order: 999_999 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: M.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is not held back by this one's loop.
    const other = await w.signIn('change-other@example.test');
    expect((await other.post(CHANGE_API.cancel, { order: 999_999 })).statusCode).toBe(404);
  });
});
