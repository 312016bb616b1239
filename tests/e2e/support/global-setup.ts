import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  E2E_ADMIN_EMAIL,
  E2E_APP_PORT,
  E2E_BASE_URL,
  E2E_BUSINESS_EMAIL,
  E2E_DB_PATH,
  E2E_INBOX_PORT,
  E2E_SMTP_PORT,
} from './ports';
import { startSmtpCatcher } from '../../../src/testing/smtp-catcher';

// Starts the SMTP catcher, then the built site (npm run test:e2e builds it first) on a fresh
// SQLite database; answers the teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(E2E_DB_PATH + suffix, { force: true });
  const catcher = await startSmtpCatcher(E2E_SMTP_PORT, E2E_INBOX_PORT);
  const server: ChildProcess = spawn(
    process.execPath,
    // BUILD_DIR: the build this run made (several checkouts may build side by side).
    ['--enable-source-maps', `${process.env.BUILD_DIR ?? 'dist'}/server/server.js`],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(E2E_APP_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: E2E_BASE_URL,
        DATABASE_URL: `sqlite:${E2E_DB_PATH}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'Keystone Home Inspections <bookings@example.test>',
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        // Every browser test signs in from 127.0.0.1, many as the same administrator.
        LOGIN_REQUESTS_PER_EMAIL_HOUR: '1000',
        LOGIN_REQUESTS_PER_IP_HOUR: '10000',
        // ...and books many dates without payment from it, often for the same e-mail.
        UNPAID_RESERVATIONS_PER_EMAIL: '1000',
        UNPAID_RESERVATIONS_PER_IP_DAY: '10000',
        BUSINESS_EMAIL: E2E_BUSINESS_EMAIL,
        SEED_DEMO_SLOTS: 'true',
        PAYMENT_PROVIDER: 'sandbox',
        // Reminders are proven with a moved clock in the unit tests; here they would only add
        // unexpected mail to the inboxes the specs read.
        REMINDER_INTERVAL_MS: '0',
        // Freed times reach the waitlist within a second in the journeys.
        WAITLIST_INTERVAL_MS: '1000',
        PROPOSAL_INTERVAL_MS: '1000',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForServer(server);
  return async () => {
    server.kill('SIGTERM');
    await catcher.stop();
  };
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The site exited with code ${server.exitCode} during start-up`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/cms-admin/api/session.php`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error('The site did not start within 30 seconds');
}
