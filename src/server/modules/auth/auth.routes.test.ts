import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_LINK_SENT_MESSAGE,
} from '../../../shared/auth/login';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { listEmails } from '../email/email.repository';
import { sha256Hex } from '../session/session-crypto';
import { findUserByEmail, upsertCustomerUser } from '../users/users.repository';
import {
  ACCOUNT_LOCKED,
  CODE_DEAD,
  CODE_TOO_MANY,
  CODE_WRONG,
  LINK_INVALID,
  requestLoginLink,
  TOO_MANY_FOR_EMAIL,
  TOO_MANY_FROM_IP,
} from './auth.service';
import {
  API,
  askForLink,
  browser,
  linkOf,
  nextMail,
  sessionIdOf,
  wrongCode,
} from './sign-in-testing';

describe.each(testDialects)('sign-in by link and code on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let n = 0;
  /** A fresh customer per test, so the per-e-mail limit never carries over. */
  const customer = async (firstName = 'Jane') => {
    const email = `customer${++n}@example.test`;
    const id = await upsertCustomerUser(
      t.app.db,
      { email, firstName, lastName: 'Doe', phone: '' },
      new Date().toISOString(),
    );
    return { id, email };
  };
  const codeOf = (a: Awaited<ReturnType<typeof browser>>, code: string) =>
    a.post(`${API}/authenticate.php`, { code });
  const tokenOf = (a: Awaited<ReturnType<typeof browser>>, token: string) =>
    a.get(`${API}/authenticate.php?token=${token}`);
  const signedInEmail = async (a: Awaited<ReturnType<typeof browser>>) =>
    (await a.get(`${API}/session.php`)).json<{ email?: string }>().email;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      PUBLIC_URL: 'https://inspections.example.test',
      LOGIN_REQUESTS_PER_IP_HOUR: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  describe('request_login_link.php', () => {
    it('answers the same text whether or not the account exists, and mails only a real one', async () => {
      const { email } = await customer();
      const a = await browser(t.app);
      const seen = catcher.mails.length;
      const known = await a.post(`${API}/request_login_link.php`, { email });
      const unknown = await a.post(`${API}/request_login_link.php`, {
        email: 'nobody@example.test',
      });
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toBe(LOGIN_LINK_SENT_MESSAGE);
      }
      await nextMail(catcher, email, seen);
      expect(catcher.mails.slice(seen).map((m) => m.to)).toEqual([[email]]);
      expect(await listEmails(t.app.db, { limit: 10, to: 'nobody@example.test' })).toEqual([]);
    });

    it('mails a link built from PUBLIC_URL and a 6-digit code, and stores neither in clear', async () => {
      const { email } = await customer();
      const a = await browser(t.app);
      const { link, token, code } = await askForLink(catcher, a, email);
      expect(link).toBe(`https://inspections.example.test/user/login?token=${token}`);
      expect(code).toMatch(/^\d{6}$/);
      const row = await t.app.db
        .selectFrom('login_requests')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256Hex(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row.code_hash).not.toContain(code);
      const [logged] = await listEmails(t.app.db, { limit: 1, to: email });
      expect(logged?.kind).toBe('login');
      expect(logged?.text).toContain('[redacted]');
      expect(`${logged?.text}${logged?.html}`).not.toContain(token);
      expect(`${logged?.text}${logged?.html}`).not.toContain(code);
    });

    it('refuses a missing or malformed e-mail with the message to show', async () => {
      const a = await browser(t.app);
      const cases: [unknown, string][] = [
        [{}, EMAIL_REQUIRED_MESSAGE],
        [{ email: '   ' }, EMAIL_REQUIRED_MESSAGE],
        [{ email: 'jane' }, EMAIL_INVALID_MESSAGE],
        [{ email: 'ja ne@example.test' }, EMAIL_INVALID_MESSAGE],
        [{ email: 42 }, EMAIL_REQUIRED_MESSAGE],
      ];
      for (const [body, message] of cases) {
        const res = await a.post(`${API}/request_login_link.php`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: message });
      }
    });

    it('allows 5 requests per e-mail per hour, known or not, then answers 429', async () => {
      const { email } = await customer();
      for (const address of [email, 'ghost@example.test']) {
        const a = await browser(t.app);
        for (let i = 0; i < 5; i++)
          expect(
            (await a.post(`${API}/request_login_link.php`, { email: address })).statusCode,
          ).toBe(200);
        const over = await a.post(`${API}/request_login_link.php`, { email: address });
        expect(over.statusCode).toBe(429);
        expect(over.json()).toEqual({ error: TOO_MANY_FOR_EMAIL });
      }
      // An hour later the window has moved on.
      await t.app.db
        .updateTable('login_requests')
        .set({ created_at: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
        .where('email', '=', email)
        .execute();
      const a = await browser(t.app);
      expect((await a.post(`${API}/request_login_link.php`, { email })).statusCode).toBe(200);
    });

    it('limits requests per client IP', async () => {
      const limited = await createTestApp(dialect, { LOGIN_REQUESTS_PER_IP_HOUR: '3' });
      try {
        const a = await browser(limited.app);
        const ask = (email: string, remoteAddress: string) =>
          a.request({
            url: `${API}/request_login_link.php`,
            method: 'POST',
            payload: { email },
            remoteAddress,
          });
        for (let i = 0; i < 3; i++)
          expect((await ask(`x${i}@example.test`, '203.0.113.7')).statusCode).toBe(200);
        const over = await ask('x9@example.test', '203.0.113.7');
        expect(over.statusCode).toBe(429);
        expect(over.json()).toEqual({ error: TOO_MANY_FROM_IP });
        expect((await ask('x9@example.test', '203.0.113.8')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('never reports a failed e-mail as sent', async () => {
      const broken = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:1' });
      try {
        const email = 'jane@example.test';
        await upsertCustomerUser(
          broken.app.db,
          { email, firstName: 'Jane', lastName: 'Doe', phone: '' },
          new Date().toISOString(),
        );
        const a = await browser(broken.app);
        const res = await a.post(`${API}/request_login_link.php`, { email });
        expect(res.statusCode).toBe(503);
        expect(res.json<{ error: string }>().error).toMatch(/could not send/);
        const [logged] = await listEmails(broken.app.db, { limit: 1, to: email });
        expect(logged?.status).toBe('failed');
      } finally {
        await broken.close();
      }
    });
  });

  describe('GET authenticate.php?token=', () => {
    it('signs in once; the same link then fails with a message', async () => {
      const { email } = await customer();
      const { token } = await askForLink(catcher, await browser(t.app), email);
      const other = await browser(t.app); // links work in any browser
      const res = await tokenOf(other, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'You are signed in.' });
      expect(await signedInEmail(other)).toBe(email);
      const again = await tokenOf(await browser(t.app), token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ success: false, message: LINK_INVALID });
    });

    it('refuses unknown and malformed tokens the same way', async () => {
      const a = await browser(t.app);
      for (const token of ['A'.repeat(43), 'short', '']) {
        const res = await tokenOf(a, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: false, message: LINK_INVALID });
      }
    });

    it('expires after 15 minutes', async () => {
      const { email } = await customer();
      const a = await browser(t.app);
      const ask = async (minutesAgo: number) => {
        const seen = catcher.mails.length;
        await requestLoginLink(t.app, {
          email,
          ip: '127.0.0.1',
          sessionId: sessionIdOf(a),
          now: new Date(Date.now() - minutesAgo * 60 * 1000),
        });
        return linkOf(await nextMail(catcher, email, seen)).token;
      };
      expect((await tokenOf(a, await ask(15.1))).json()).toMatchObject({ success: false });
      expect((await tokenOf(a, await ask(14.5))).json()).toMatchObject({ success: true });
    });

    it('refuses a sign-in started by another site', async () => {
      const { email } = await customer();
      const { token } = await askForLink(catcher, await browser(t.app), email);
      const a = await browser(t.app);
      const res = await a.request({
        url: `${API}/authenticate.php?token=${token}`,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
      expect((await tokenOf(a, token)).json()).toMatchObject({ success: true });
    });
  });

  describe('POST authenticate.php {code}', () => {
    it('signs in only the browser session that asked for the code', async () => {
      const { email } = await customer();
      const asker = await browser(t.app);
      const { code } = await askForLink(catcher, asker, email);
      const stranger = await browser(t.app);
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
      const { email } = await customer();
      const a = await browser(t.app);
      const { code, token } = await askForLink(catcher, a, email);
      expect((await codeOf(a, code)).json()).toMatchObject({ success: true });
      expect((await codeOf(a, code)).json()).toMatchObject({ success: false });
      // The link of the same e-mail is used up with it.
      expect((await tokenOf(await browser(t.app), token)).json()).toMatchObject({
        success: false,
      });
    });

    it('allows 5 tries: wrong codes fail, the fifth kills the code', async () => {
      const { email, id } = await customer();
      const a = await browser(t.app);
      const { code } = await askForLink(catcher, a, email);
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
      const user = await findUserByEmail(t.app.db, email);
      expect(user?.id).toBe(id);
      expect(user?.failedCodeCount).toBe(5);
    });

    it('holds the 5-try limit against parallel guesses', async () => {
      const { email } = await customer();
      const a = await browser(t.app);
      const { code } = await askForLink(catcher, a, email);
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
      const { email } = await customer();
      const a = await browser(t.app);
      const ask = async (minutesAgo: number) => {
        const seen = catcher.mails.length;
        await requestLoginLink(t.app, {
          email,
          ip: '127.0.0.1',
          sessionId: sessionIdOf(a),
          now: new Date(Date.now() - minutesAgo * 60 * 1000),
        });
        return linkOf(await nextMail(catcher, email, seen)).code;
      };
      expect((await codeOf(a, await ask(10.1))).json()).toMatchObject({ success: false });
      expect((await codeOf(a, await ask(9.5))).json()).toMatchObject({ success: true });
    });

    it('is replaced when the same browser asks again', async () => {
      const { email } = await customer();
      const a = await browser(t.app);
      const first = await askForLink(catcher, a, email);
      const second = await askForLink(catcher, a, email);
      expect((await codeOf(a, first.code)).json()).toMatchObject({ success: false });
      expect((await tokenOf(await browser(t.app), first.token)).json()).toMatchObject({
        success: false,
      });
      expect((await codeOf(a, second.code)).json()).toMatchObject({ success: true });
    });

    it('refuses a malformed code with the message of SPEC §5', async () => {
      const a = await browser(t.app);
      for (const code of ['12345', 'abcdef', '', undefined]) {
        const res = await a.post(`${API}/authenticate.php`, { code });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: CODE_INVALID_MESSAGE });
      }
    });

    it('locks an account after 100 failed codes; a success starts the count again', async () => {
      const { email, id } = await customer();
      const setCount = (count: number) =>
        t.app.db
          .updateTable('users')
          .set({ failed_code_count: count })
          .where('id', '=', id)
          .execute();
      await setCount(99);
      const a = await browser(t.app);
      const { code } = await askForLink(catcher, a, email);
      expect((await codeOf(a, wrongCode(code))).json()).toMatchObject({ message: CODE_WRONG });
      const locked = await codeOf(a, code);
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ success: false, message: ACCOUNT_LOCKED });
      // Asking again gets the usual answer, and the e-mail says to call, with no code in it.
      const seen = catcher.mails.length;
      const res = await a.post(`${API}/request_login_link.php`, { email });
      expect(res.body).toBe(LOGIN_LINK_SENT_MESSAGE);
      const mail = await nextMail(catcher, email, seen);
      expect(mail.subject).toMatch(/locked/);
      expect(mail.text).not.toMatch(/\d{6}|token=/);

      await setCount(3);
      const b = await browser(t.app);
      expect((await codeOf(b, (await askForLink(catcher, b, email)).code)).json()).toMatchObject({
        success: true,
      });
      expect((await findUserByEmail(t.app.db, email))?.failedCodeCount).toBe(0);
    });
  });
});
