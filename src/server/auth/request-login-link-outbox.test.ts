import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_SENT_MESSAGE } from '../../shared/auth/login';
import { freePort, startSilentServer } from '../../testing/outbox-test-kit';
import { API, browser } from '../../testing/sign-in-testing';
import { createTestApp, testDialects } from '../../testing/test-app';
import { upsertCustomerUser } from '../users/users.service';

// The request path never talks to the mail server: with it down or silent, a known e-mail and an
// unknown one get the same answer, fast, so neither the answer nor its timing reveals an account.

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe.each(testDialects)(
  'request_login_link.php without a working mail server on %s',
  (dialect) => {
    it.each([
      ['down', async () => ({ url: `smtp://127.0.0.1:${await freePort()}`, stop: async () => {} })],
      ['silent', startSilentServer],
    ])('answers 200 at once for known and unknown e-mails when it is %s', async (_, start) => {
      const smtp = await start();
      const t = await createTestApp(dialect, {
        SMTP_URL: smtp.url,
        // Longer than the answers may take, so a send on the request path would show.
        SMTP_CONNECTION_TIMEOUT_MS: '3000',
        SMTP_GREETING_TIMEOUT_MS: '3000',
        LOGIN_REQUESTS_PER_EMAIL_HOUR: '1000',
        LOGIN_REQUESTS_PER_IP_HOUR: '1000',
      });
      try {
        const known = 'known@example.test';
        await upsertCustomerUser(
          t.app.db,
          { email: known, firstName: 'Kim', lastName: 'Known', phone: '' },
          new Date().toISOString(),
        );
        const a = await browser(t.app);
        const times: Record<string, number[]> = { known: [], unknown: [] };
        for (let i = 0; i < 12; i++) {
          for (const [who, email] of [
            ['known', known],
            ['unknown', `nobody${i}@example.test`],
          ] as const) {
            const started = performance.now();
            const res = await a.post(`${API}/request_login_link.php`, { email });
            times[who]?.push(performance.now() - started);
            expect(res.statusCode).toBe(200);
            expect(res.body).toBe(LOGIN_LINK_SENT_MESSAGE);
          }
        }
        const [k, u] = [times.known ?? [], times.unknown ?? []];
        expect(Math.max(...k, ...u)).toBeLessThan(1_000);
        // Same work on both paths: no gap a caller could measure (a generous margin for a busy CI).
        expect(Math.abs(median(k) - median(u))).toBeLessThan(25);
        const queued = await t.app.db
          .selectFrom('email_log')
          .select('to_address')
          .where('kind', '=', 'login')
          .execute();
        expect(queued.every((r) => r.to_address === known)).toBe(true);
        expect(queued.length).toBe(12);
      } finally {
        const closing = Date.now();
        await t.close();
        expect(Date.now() - closing).toBeLessThan(4_000);
        await smtp.stop();
      }
    });
  },
);
