import { describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestApp, testDialects } from '../../testing/test-app';
import { emailRows, queueTestEmail } from '../../testing/outbox-test-kit';
import { buildApp } from '../app';

describe.each(testDialects)('several server processes on one %s database', (dialect) => {
  it('send each e-mail exactly once', async () => {
    const catcher = await startSmtpCatcher();
    const first = await createTestApp(dialect, { SMTP_URL: catcher.url, OUTBOX_POLL_MS: '0' });
    const second = await buildApp(first.env, { logger: false });
    await second.ready();
    try {
      for (let i = 0; i < 40; i++) await queueTestEmail(first.app, `m${i}@example.test`, `#${i}`);
      // Both workers at once, each claiming batch after batch until nothing is due.
      const tried = await Promise.all([
        first.app.mailer.tick(),
        second.mailer.tick(),
        first.app.mailer.tick(),
        second.mailer.tick(),
      ]);
      expect(tried.reduce((a, b) => a + b, 0)).toBe(40);
      const received = catcher.mails.map((m) => m.subject).sort();
      expect(received).toEqual(Array.from({ length: 40 }, (_, i) => `#${i}`).sort());
      const rows = await emailRows(first.app);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await catcher.stop();
    }
  });
});
