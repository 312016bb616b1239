import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import {
  emailRows,
  freePort,
  queueTestEmail,
  startSilentServer,
} from '../../testing/outbox-test-kit';
import { countGivenUp, listEmails } from './email.repository';
import { resendEmail } from './email-admin.service';
import { enqueueEmail } from './outbox.service';
import { findUserByEmail } from '../users/users.service';

const MINUTE = 60_000;

describe.each(testDialects)('the e-mail outbox on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Site <site@example.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('delivers a queued message after its commit and records it as sent', async () => {
    await t.app.db.transaction().execute((trx) =>
      enqueueEmail(
        trx,
        {
          to: 'Customer@Example.test',
          subject: 'Hello\r\nBcc: evil@example.test',
          kind: 'test',
          text: 'Plain body',
          attachments: [
            { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
          ],
        },
        new Date(),
      ),
    );
    t.app.mailer.wake();
    const mail = await waitForMail(catcher, 'customer@example.test', /Hello/);
    expect(mail.subject).toBe('Hello Bcc: evil@example.test');
    expect(mail.to).toEqual(['customer@example.test']);
    expect(mail.text).toContain('Plain body');
    expect(mail.from).toBe('site@example.test');
    expect(mail.attachments[0]?.content).toContain('BEGIN:VCALENDAR');
    await expect
      .poll(async () => (await listEmails(t.app.db, { limit: 1 }))[0]?.status)
      .toBe('sent');
    const [logged] = await listEmails(t.app.db, { limit: 1 });
    expect(logged).toMatchObject({ to: 'customer@example.test', kind: 'test', attempts: 1 });
    expect(logged?.sentAt).not.toBeNull();
  });

  it('keeps secrets only until delivery: the log shows them redacted', async () => {
    await t.app.db
      .transaction()
      .execute((trx) =>
        enqueueEmail(
          trx,
          { to: 'secret@example.test', subject: 'Code', kind: 'login', text: 'Your code: 424242' },
          new Date(),
          { secrets: ['424242'] },
        ),
      );
    t.app.mailer.wake();
    expect((await waitForMail(catcher, 'secret@example.test')).text).toContain('424242');
    await expect
      .poll(async () => (await listEmails(t.app.db, { limit: 1 }))[0]?.status)
      .toBe('sent');
    const rows = await emailRows(t.app);
    const row = rows[rows.length - 1];
    expect(JSON.stringify(row)).not.toContain('424242');
    expect(row?.text_body).toBe('Your code: [redacted]');
  });

  it('only prints and logs when no SMTP server is configured', async () => {
    const plain = await createTestApp(dialect, { OUTBOX_POLL_MS: '0' });
    try {
      const id = await queueTestEmail(plain.app, 'y@example.test', 'S');
      expect(plain.app.mailer.delivery).toBe('log-only');
      expect(await plain.app.mailer.tick()).toBe(1);
      const [row] = await emailRows(plain.app);
      expect(row).toMatchObject({ id, status: 'logged' });
    } finally {
      await plain.close();
    }
  });

  it('retries a refused message with growing delays, gives up after a day, and resends', async () => {
    const port = await freePort();
    const down = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: '0',
      ADMIN_EMAIL: 'admin@example.test',
    });
    try {
      const start = new Date();
      const id = await queueTestEmail(down.app, 'later@example.test', 'Retry me', start);
      const at = (ms: number) => new Date(start.getTime() + ms);
      const row = async () => (await emailRows(down.app)).find((r) => r.id === id);

      expect(await down.app.mailer.tick(start)).toBe(1);
      expect(await row()).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await row())?.error).toBeTruthy();
      // The first retry comes within 30 seconds, the next ones further apart.
      expect(await down.app.mailer.tick(at(29_000))).toBe(0);
      expect(await down.app.mailer.tick(at(31_000))).toBe(1);
      expect(await down.app.mailer.tick(at(31_000 + 1.9 * MINUTE))).toBe(0);
      expect(await down.app.mailer.tick(at(31_000 + 2.1 * MINUTE))).toBe(1);
      expect((await row())?.attempts).toBe(3);
      let tries = 3;
      for (let ms = 3 * MINUTE; ms <= 25 * 60 * MINUTE; ms += 5 * MINUTE)
        tries += await down.app.mailer.tick(at(ms));
      // 30 s, 2, 10, 30 minutes, then hourly: about 26 tries in a day, then given up.
      expect(tries).toBeGreaterThan(20);
      expect(tries).toBeLessThan(30);
      expect(await row()).toMatchObject({ status: 'failed', next_attempt_at: null });
      expect(await countGivenUp(down.app.db)).toBe(1);

      const admin = await findUserByEmail(down.app.db, 'admin@example.test');
      const by = { id: admin?.id ?? 0, at: at(26 * 60 * MINUTE) };
      const copy = await resendEmail(down.app, by, id);
      expect(copy.id).not.toBe(id);
      expect((await row())?.resent_as).toBe(copy.id);
      expect(await countGivenUp(down.app.db)).toBe(0);
    } finally {
      await down.close();
    }
  });

  it('gives a silent mail server up after its timeouts, and closes without hanging', async () => {
    const silent = await startSilentServer();
    const hung = await createTestApp(dialect, {
      SMTP_URL: silent.url,
      SMTP_CONNECTION_TIMEOUT_MS: '300',
      SMTP_GREETING_TIMEOUT_MS: '300',
      SMTP_SOCKET_TIMEOUT_MS: '300',
      OUTBOX_POLL_MS: '0',
    });
    try {
      const id = await queueTestEmail(hung.app, 'quiet@example.test', 'Hush');
      const started = Date.now();
      expect(await hung.app.mailer.tick()).toBe(1);
      expect(Date.now() - started).toBeLessThan(3_000);
      const row = (await emailRows(hung.app)).find((r) => r.id === id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row?.error).toBeTruthy();
    } finally {
      const closing = Date.now();
      await hung.close();
      expect(Date.now() - closing).toBeLessThan(3_000);
      await silent.stop();
    }
  });
});
