import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { API, browser } from '../../testing/sign-in-testing';
import { upsertCustomerUser } from '../users/users.service';

// Without SMTP_URL a sign-in e-mail is printed so a fresh install can sign in; in production
// that would put live links and codes in the logs.
describe('sign-in e-mails without SMTP_URL', () => {
  afterEach(() => vi.restoreAllMocks());

  const printedAfterAsking = async (overrides: Record<string, string>) => {
    const t = await createTestApp('sqlite', { OUTBOX_POLL_MS: '0', ...overrides });
    try {
      const email = 'printed@example.test';
      await upsertCustomerUser(
        t.app.db,
        { email, firstName: 'Pat', lastName: 'Print', phone: '' },
        new Date().toISOString(),
      );
      const printed: string[] = [];
      vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
      const a = await browser(t.app);
      expect((await a.post(`${API}/request_login_link.php`, { email })).statusCode).toBe(200);
      expect(await t.app.mailer.tick()).toBe(1);
      return printed.join('\n');
    } finally {
      await t.close();
    }
  };

  it('prints the link and code outside production', async () => {
    expect(await printedAfterAsking({ NODE_ENV: 'development' })).toMatch(/token=[\w-]{43}/);
  });

  it('never prints them in production', async () => {
    const printed = await printedAfterAsking({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(printed).not.toMatch(/token=|\d{6}/);
  });
});
