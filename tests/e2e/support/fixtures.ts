import { test as base, expect } from '@playwright/test';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { E2E_DB_PATH, E2E_INBOX_URL } from './ports';
import type { CaughtMail } from '../../../src/testing/smtp-catcher';

export interface Inbox {
  /** Waits for a message to `to` whose subject matches, received after the test began. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  all(to: string): Promise<CaughtMail[]>;
}

interface Fixtures {
  db: DatabaseHandle['db'];
  inbox: Inbox;
  /** Console messages a test expects (e.g. "Logout failed"); others fail the test. */
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
}

export const test = base.extend<Fixtures>({
  db: async ({}, use) => {
    const handle = openDatabase(`sqlite:${E2E_DB_PATH}`);
    await use(handle.db);
    await handle.destroy();
  },
  inbox: async ({}, use) => {
    const startedAt = new Date().toISOString();
    const all = async (to: string) => {
      const res = await fetch(`${E2E_INBOX_URL}/messages?to=${encodeURIComponent(to)}`);
      return ((await res.json()) as CaughtMail[]).filter((m) => m.receivedAt >= startedAt);
    };
    await use({
      all,
      async waitFor(to, subject, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = (await all(to)).find((m) => !subject || subject.test(m.subject));
          if (found) return found;
          if (Date.now() > deadline)
            throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''}`);
          await new Promise((r) => setTimeout(r, 150));
        }
      },
    });
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(msg.text())))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
