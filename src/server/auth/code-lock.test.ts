import { describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import {
  API,
  browser,
  linkOf,
  nextMail,
  signedInEmail,
  signInSuite,
  tokenOf,
  wrongCode,
} from '../../testing/sign-in-testing';
import { CODE_TOO_MANY, CODE_WRONG, codesLockedMessage } from '../../shared/auth/sign-in-messages';
import {
  CODE_FAILURES_PER_ACCOUNT_AND_CLIENT,
  CODE_FAILURES_PER_CLIENT,
  codesLockedUntil,
  forgetWrongCodes,
  lockLengthMs,
  recordWrongCode,
} from './code-lock.service';
import { removeExpiredSignIns } from './session-cleanup.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('lockLengthMs', () => {
  it('starts at 15 minutes, doubles, and stops at 24 hours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => lockLengthMs(n) / MINUTE)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440, 1440,
    ]);
  });
});

describe.each(testDialects)('wrong-code locks on %s', (dialect) => {
  const suite = signInSuite(dialect, { LOGIN_REQUESTS_PER_IP_HOUR: '1000' });

  /** An agent whose every request comes from `ip`. */
  const fromIp = (agent: TestAgent, ip: string) => ({
    ask: (email: string) =>
      agent.request({
        method: 'POST',
        url: `${API}/request_login_link.php`,
        payload: { email },
        remoteAddress: ip,
      }),
    code: (code: string) =>
      agent.request({
        method: 'POST',
        url: `${API}/authenticate.php`,
        payload: { code },
        remoteAddress: ip,
      }),
  });
  const askFrom = async (client: ReturnType<typeof fromIp>, email: string) => {
    const seen = suite.catcher.mails.length;
    expect((await client.ask(email)).statusCode).toBe(200);
    return linkOf(await nextMail(suite.catcher, email, seen));
  };

  it("locks only the stranger's client, for 15 minutes: the owner's client and the link still work", async () => {
    const { email } = await suite.customer();
    const strangerAgent = await browser(suite.t.app);
    const stranger = fromIp(strangerAgent, '203.0.113.66');
    // Two codes, five wrong tries each: ten wrong codes for this account from this client.
    for (let round = 0; round < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT / 5; round++) {
      const { code } = await askFrom(stranger, email);
      for (let i = 1; i <= 5; i++) {
        const res = await stranger.code(wrongCode(code));
        expect(res.json()).toMatchObject({ message: i < 5 ? CODE_WRONG : CODE_TOO_MANY });
      }
    }
    const third = await askFrom(stranger, email);
    const refused = await stranger.code(third.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: codesLockedMessage(15),
      success: false,
      message: codesLockedMessage(15),
    });
    expect(await signedInEmail(strangerAgent)).toBeUndefined();

    // The owner, on their own client, signs in by code as usual.
    const ownerAgent = await browser(suite.t.app);
    const owner = fromIp(ownerAgent, '198.51.100.20');
    const mine = await askFrom(owner, email);
    expect((await owner.code(mine.code)).json()).toMatchObject({ success: true });
    expect(await signedInEmail(ownerAgent)).toBe(email);
    // And the link in the mailbox works whatever any client did.
    const phone = await browser(suite.t.app);
    expect((await tokenOf(phone, third.token)).json()).toMatchObject({ success: true });
    expect(await signedInEmail(phone)).toBe(email);
  });

  it('never for good: the lock ends by itself', async () => {
    const { id, email } = await suite.customer();
    const ip = '203.0.113.77';
    const now = new Date();
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++)
      await recordWrongCode(suite.t.app.db, { userId: id, ip }, now);
    const until = await codesLockedUntil(suite.t.app.db, { userId: id, ip }, now);
    expect(until?.getTime()).toBe(now.getTime() + 15 * MINUTE);
    const later = new Date(now.getTime() + 15 * MINUTE + 1000);
    expect(await codesLockedUntil(suite.t.app.db, { userId: id, ip }, later)).toBeNull();
    // Over the API too, once the lock's time has passed.
    await suite.t.app.db
      .updateTable('code_locks')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('ip', '=', ip)
      .execute();
    const client = fromIp(await browser(suite.t.app), ip);
    const { code } = await askFrom(client, email);
    expect((await client.code(code)).json()).toMatchObject({ success: true });
  });

  it('doubles each next lock up to 24 hours, and starts over after 48 quiet hours', async () => {
    const { id } = await suite.customer();
    const who = { userId: id, ip: '203.0.113.88' };
    let now = new Date();
    const lengths: number[] = [];
    for (let lock = 0; lock < 9; lock++) {
      for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++)
        await recordWrongCode(suite.t.app.db, who, now);
      const until = await codesLockedUntil(suite.t.app.db, who, now);
      if (!until) throw new Error('not locked');
      lengths.push((until.getTime() - now.getTime()) / MINUTE);
      now = new Date(until.getTime() + MINUTE);
    }
    expect(lengths).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    now = new Date(now.getTime() + 48 * HOUR);
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT; i++)
      await recordWrongCode(suite.t.app.db, who, now);
    const until = await codesLockedUntil(suite.t.app.db, who, now);
    expect(until?.getTime()).toBe(now.getTime() + 15 * MINUTE);
  });

  it('a right code forgets that account’s count from that client', async () => {
    const { id } = await suite.customer();
    const who = { userId: id, ip: '203.0.113.99' };
    const now = new Date();
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_AND_CLIENT - 1; i++)
      await recordWrongCode(suite.t.app.db, who, now);
    await forgetWrongCodes(suite.t.app.db, who);
    await recordWrongCode(suite.t.app.db, who, now);
    expect(await codesLockedUntil(suite.t.app.db, who, now)).toBeNull();
  });

  it('one client guessing over many accounts is locked for all of them, other clients not', async () => {
    const ip = '203.0.113.111';
    const now = new Date();
    const users = await Promise.all([1, 2, 3, 4].map(() => suite.customer()));
    // Under the per-account limit on each account, over the per-client limit in all.
    const each = Math.ceil(CODE_FAILURES_PER_CLIENT / users.length);
    expect(each).toBeLessThan(CODE_FAILURES_PER_ACCOUNT_AND_CLIENT);
    for (const { id } of users)
      for (let i = 0; i < each; i++) await recordWrongCode(suite.t.app.db, { userId: id, ip }, now);
    const fresh = await suite.customer();
    expect(await codesLockedUntil(suite.t.app.db, { userId: fresh.id, ip }, now)).not.toBeNull();
    expect(
      await codesLockedUntil(suite.t.app.db, { userId: fresh.id, ip: '198.51.100.1' }, now),
    ).toBeNull();
  });

  it('the clean-up forgets counts 48 hours after their last wrong code', async () => {
    const { id } = await suite.customer();
    const ip = '203.0.113.122';
    const old = new Date(Date.now() - 49 * HOUR);
    await recordWrongCode(suite.t.app.db, { userId: id, ip }, old);
    await recordWrongCode(suite.t.app.db, { userId: id, ip: '203.0.113.123' }, new Date());
    const removed = await removeExpiredSignIns(suite.t.app.db, new Date(), new Date(0));
    expect(removed.codeLocks).toBeGreaterThanOrEqual(2);
    const left = await suite.t.app.db.selectFrom('code_locks').select('ip').execute();
    expect(left.map((r) => r.ip)).not.toContain(ip);
    expect(left.map((r) => r.ip)).toContain('203.0.113.123');
  });
});
