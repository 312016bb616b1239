import { describe, expect, it } from 'vitest';
import { CODE_INVALID_MESSAGE } from '../../shared/auth/login';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { requestLoginLink } from './auth.service';
import {
  CODE_DEAD,
  CODE_TOO_MANY,
  CODE_WRONG,
  LINK_INVALID,
  LINK_NEEDS_BUTTON,
} from '../../shared/auth/sign-in-messages';
import {
  API,
  askForLink,
  browser,
  codeOf,
  linkOf,
  nextMail,
  sessionIdOf,
  signedInEmail,
  signInSuite,
  tokenOf,
  wrongCode,
} from '../../testing/sign-in-testing';

describe.each(testDialects)('sign-in by link and code on %s', (dialect) => {
  const suite = signInSuite(dialect, { LOGIN_REQUESTS_PER_IP_HOUR: '1000' });

  /** The sign-in e-mail `a` asked for `minutesAgo` minutes ago: its link and code. */
  const mailedAgo = async (a: TestAgent, email: string, minutesAgo: number) => {
    const seen = suite.catcher.mails.length;
    const now = new Date(Date.now() - minutesAgo * 60 * 1000);
    await requestLoginLink(suite.t.app, { email, ip: '127.0.0.1', sessionId: sessionIdOf(a), now });
    return linkOf(await nextMail(suite.catcher, email, seen));
  };

  describe('the e-mailed link', () => {
    it('is not spent by opening it: GET of the link page or of authenticate.php', async () => {
      const { email } = await suite.customer();
      const { link, token } = await askForLink(suite.catcher, await browser(suite.t.app), email);
      const scanner = await browser(suite.t.app); // a mail scanner follows every link it sees
      const page = await scanner.get(new URL(link).pathname + new URL(link).search);
      expect(page.statusCode).toBeLessThan(500);
      const old = await scanner.get(`${API}/authenticate.php?token=${token}`);
      expect(old.statusCode).toBe(200);
      expect(old.json()).toEqual({ success: false, message: LINK_NEEDS_BUTTON });
      expect(await signedInEmail(scanner)).toBeUndefined();
      // The person then presses Sign in: the link still works, once.
      const person = await browser(suite.t.app);
      expect((await tokenOf(person, token)).json()).toEqual({
        success: true,
        message: 'You are signed in.',
      });
      expect(await signedInEmail(person)).toBe(email);
      const again = await tokenOf(person, token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: false, message: LINK_INVALID });
    });

    it('signs in once by POST; the same link then fails with a message', async () => {
      const { email } = await suite.customer();
      const { token } = await askForLink(suite.catcher, await browser(suite.t.app), email);
      const other = await browser(suite.t.app); // links work in any browser
      const res = await tokenOf(other, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'You are signed in.' });
      expect(await signedInEmail(other)).toBe(email);
      const again = await tokenOf(await browser(suite.t.app), token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ success: false, message: LINK_INVALID });
    });

    it('refuses unknown and malformed tokens the same way', async () => {
      const a = await browser(suite.t.app);
      for (const token of ['A'.repeat(43), 'short', '']) {
        const res = await tokenOf(a, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: false, message: LINK_INVALID });
      }
    });

    it('expires after 15 minutes', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const ask = async (minutesAgo: number) => (await mailedAgo(a, email, minutesAgo)).token;
      expect((await tokenOf(a, await ask(15.1))).json()).toMatchObject({ success: false });
      expect((await tokenOf(a, await ask(14.5))).json()).toMatchObject({ success: true });
    });

    it('refuses a sign-in started by another site, or without the XSRF token', async () => {
      const { email } = await suite.customer();
      const { token } = await askForLink(suite.catcher, await browser(suite.t.app), email);
      const a = await browser(suite.t.app);
      const crossSite = await a.request({
        method: 'POST',
        url: `${API}/authenticate.php`,
        payload: { token },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      const forged = await a.request({
        method: 'POST',
        url: `${API}/authenticate.php`,
        payload: { token },
        headers: { 'x-xsrf-token': 'forged' },
      });
      expect(forged.statusCode).toBe(403);
      expect(await signedInEmail(a)).toBeUndefined();
      expect((await tokenOf(a, token)).json()).toMatchObject({ success: true });
    });
  });

  describe('POST authenticate.php {code}', () => {
    it('signs in only the browser session that asked for the code', async () => {
      const { email } = await suite.customer();
      const asker = await browser(suite.t.app);
      const { code } = await askForLink(suite.catcher, asker, email);
      const stranger = await browser(suite.t.app);
      const stolen = await codeOf(stranger, code);
      expect(stolen.statusCode).toBe(200);
      expect(stolen.json()).toMatchObject({ success: false, message: CODE_DEAD });
      expect(await signedInEmail(stranger)).toBeUndefined();
      const res = await codeOf(asker, code);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ success: true, message: 'You are signed in.' });
      expect(await signedInEmail(asker)).toBe(email);
    });

    it('is single use', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const { code, token } = await askForLink(suite.catcher, a, email);
      expect((await codeOf(a, code)).json()).toMatchObject({ success: true });
      expect((await codeOf(a, code)).json()).toMatchObject({ success: false });
      // The link of the same e-mail is used up with it.
      expect((await tokenOf(await browser(suite.t.app), token)).json()).toMatchObject({
        success: false,
      });
    });

    it('allows 5 tries: wrong codes fail, the fifth kills the code', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const { code } = await askForLink(suite.catcher, a, email);
      for (let i = 0; i < 4; i++) {
        const res = await codeOf(a, wrongCode(code));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: false, message: CODE_WRONG });
      }
      const fifth = await codeOf(a, wrongCode(code));
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({ success: false, message: CODE_TOO_MANY });
      const right = await codeOf(a, code);
      expect(right.json()).toMatchObject({ success: false, message: CODE_DEAD });
      expect(await signedInEmail(a)).toBeUndefined();
    });

    it('holds the 5-try limit against parallel guesses', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const { code } = await askForLink(suite.catcher, a, email);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => codeOf(a, wrongCode(String(Number(code) + i)))),
      );
      const judged = guesses.filter((r) => {
        const message = r.json<{ message?: string }>().message;
        return message === CODE_WRONG || message === CODE_TOO_MANY;
      });
      expect(judged.length).toBeLessThanOrEqual(5);
      expect((await codeOf(a, code)).json()).toMatchObject({ success: false });
    });

    it('expires after 10 minutes', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const ask = async (minutesAgo: number) => (await mailedAgo(a, email, minutesAgo)).code;
      expect((await codeOf(a, await ask(10.1))).json()).toMatchObject({ success: false });
      expect((await codeOf(a, await ask(9.5))).json()).toMatchObject({ success: true });
    });

    it('is replaced when the same browser asks again', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const first = await askForLink(suite.catcher, a, email);
      const second = await askForLink(suite.catcher, a, email);
      expect((await codeOf(a, first.code)).json()).toMatchObject({ success: false });
      expect((await tokenOf(await browser(suite.t.app), first.token)).json()).toMatchObject({
        success: false,
      });
      expect((await codeOf(a, second.code)).json()).toMatchObject({ success: true });
    });

    it('refuses a malformed code with the login page’s own message', async () => {
      const a = await browser(suite.t.app);
      for (const code of ['12345', 'abcdef', '', undefined]) {
        const res = await a.post(`${API}/authenticate.php`, { code });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: CODE_INVALID_MESSAGE });
      }
    });
  });
});
