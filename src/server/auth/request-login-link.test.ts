import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_LINK_SENT_MESSAGE,
} from '../../shared/auth/login';
import { createTestApp, testDialects } from '../../testing/test-app';
import { listEmails } from '../email/email.service';
import { sha256Hex } from './session-crypto';
import { upsertCustomerUser } from '../users/users.service';
import { TOO_MANY_FROM_IP } from '../../shared/auth/sign-in-messages';
import {
  API,
  askForLink,
  browser,
  codeOf,
  nextMail,
  signedInEmail,
  signInSuite,
} from '../../testing/sign-in-testing';

describe.each(testDialects)('sign-in requests on %s', (dialect) => {
  const suite = signInSuite(dialect, {
    PUBLIC_URL: 'https://inspections.example.test',
    LOGIN_REQUESTS_PER_IP_HOUR: '1000',
  });

  describe('request_login_link.php', () => {
    it('answers the same text whether or not the account exists, and mails only a real one', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const seen = suite.catcher.mails.length;
      const known = await a.post(`${API}/request_login_link.php`, { email });
      const unknown = await a.post(`${API}/request_login_link.php`, {
        email: 'nobody@example.test',
      });
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toBe(LOGIN_LINK_SENT_MESSAGE);
      }
      await nextMail(suite.catcher, email, seen);
      expect(suite.catcher.mails.slice(seen).map((m) => m.to)).toEqual([[email]]);
      expect(await listEmails(suite.t.app.db, { limit: 10, to: 'nobody@example.test' })).toEqual(
        [],
      );
    });

    it('mails a link built from PUBLIC_URL and a 6-digit code, and stores neither in clear', async () => {
      const { email } = await suite.customer();
      const a = await browser(suite.t.app);
      const { link, token, code } = await askForLink(suite.catcher, a, email);
      expect(link).toBe(`https://inspections.example.test/user/login?token=${token}`);
      expect(code).toMatch(/^\d{6}$/);
      const row = await suite.t.app.db
        .selectFrom('login_requests')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256Hex(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row.code_hash).not.toContain(code);
      const [logged] = await listEmails(suite.t.app.db, { limit: 1, to: email });
      expect(logged?.kind).toBe('login');
      expect(logged?.text).toContain('[redacted]');
      expect(`${logged?.text}${logged?.html}`).not.toContain(token);
      expect(`${logged?.text}${logged?.html}`).not.toContain(code);
    });

    it('refuses a missing or malformed e-mail with the message to show', async () => {
      const a = await browser(suite.t.app);
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
      const text = await a.request({
        method: 'POST',
        url: `${API}/request_login_link.php`,
        headers: { 'content-type': 'text/plain' },
        payload: 'jane@example.test',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ error: EMAIL_REQUIRED_MESSAGE });
    });

    it('mails 5 times per e-mail per hour, then answers the same but sends nothing', async () => {
      const { email } = await suite.customer();
      for (const address of [email, 'ghost@example.test']) {
        const a = await browser(suite.t.app);
        let fifth: { code: string } | undefined;
        for (let i = 0; i < 5; i++) {
          if (address === email) fifth = await askForLink(suite.catcher, a, email);
          else
            expect(
              (await a.post(`${API}/request_login_link.php`, { email: address })).statusCode,
            ).toBe(200);
        }
        const seen = suite.catcher.mails.length;
        // A stranger asking for this address cannot get its owner refused: same answer, no mail.
        for (let i = 0; i < 3; i++) {
          const over = await a.post(`${API}/request_login_link.php`, { email: address });
          expect(over.statusCode).toBe(200);
          expect(over.body).toBe(LOGIN_LINK_SENT_MESSAGE);
        }
        await suite.t.app.mailer.tick();
        expect(suite.catcher.mails.slice(seen).filter((m) => m.to.includes(address))).toEqual([]);
        // The latest link and code were not replaced by the quiet answers.
        if (fifth) {
          expect((await codeOf(a, fifth.code)).json()).toMatchObject({ success: true });
          expect(await signedInEmail(a)).toBe(email);
        }
      }
      // An hour later the window has moved on.
      await suite.t.app.db
        .updateTable('login_requests')
        .set({ created_at: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
        .where('email', '=', email)
        .execute();
      const a = await browser(suite.t.app);
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

    it('counts the quiet answers for the client: its limit still answers 429', async () => {
      const limited = await createTestApp(dialect, {
        LOGIN_REQUESTS_PER_EMAIL_HOUR: '1',
        LOGIN_REQUESTS_PER_IP_HOUR: '3',
      });
      try {
        const a = await browser(limited.app);
        const ask = () => a.post(`${API}/request_login_link.php`, { email: 'same@example.test' });
        for (let i = 0; i < 3; i++) expect((await ask()).body).toBe(LOGIN_LINK_SENT_MESSAGE);
        const over = await ask();
        expect(over.statusCode).toBe(429);
        expect(over.json()).toEqual({ error: TOO_MANY_FROM_IP });
      } finally {
        await limited.close();
      }
    });

    it('queues the e-mail with the request: a mail server that is down changes no answer', async () => {
      const broken = await createTestApp(dialect, {
        SMTP_URL: 'smtp://127.0.0.1:1',
        OUTBOX_POLL_MS: '0',
      });
      try {
        const email = 'jane@example.test';
        await upsertCustomerUser(
          broken.app.db,
          { email, firstName: 'Jane', lastName: 'Doe', phone: '' },
          new Date().toISOString(),
        );
        const a = await browser(broken.app);
        const res = await a.post(`${API}/request_login_link.php`, { email });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(LOGIN_LINK_SENT_MESSAGE);
        expect(await broken.app.mailer.tick()).toBe(1);
        const [logged] = await listEmails(broken.app.db, { limit: 1, to: email });
        // Not delivered, never reported as sent: the worker retries it while the link lives.
        expect(logged).toMatchObject({ kind: 'login', status: 'queued', attempts: 1 });
        expect(logged?.error).toBeTruthy();
      } finally {
        await broken.close();
      }
    });
  });
});
