import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { listEmails } from './email.repository';

describe.each(testDialects)('the mailer on %s', (dialect) => {
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

  it('delivers over SMTP and records the message as sent', async () => {
    const result = await t.app.mailer.send({
      to: 'Customer@Example.test',
      subject: 'Hello',
      kind: 'test',
      text: 'Plain body',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    expect(result.status).toBe('sent');
    const mail = await waitForMail(catcher, 'customer@example.test', /Hello/);
    expect(mail.text).toContain('Plain body');
    expect(mail.from).toBe('site@example.test');
    expect(mail.attachments[0]?.content).toContain('BEGIN:VCALENDAR');
    const [logged] = await listEmails(t.app.db, { limit: 1 });
    expect(logged).toMatchObject({ to: 'customer@example.test', status: 'sent', kind: 'test' });
    expect(logged?.sentAt).not.toBeNull();
  });

  it('records a failed delivery as failed, never as sent', async () => {
    const broken = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const result = await broken.app.mailer.send({
        to: 'x@example.test',
        subject: 'S',
        kind: 'test',
        text: 'T',
      });
      expect(result.status).toBe('failed');
      const [logged] = await listEmails(broken.app.db, { limit: 1 });
      expect(logged?.status).toBe('failed');
      expect(logged?.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });

  it('only logs when no SMTP server is configured', async () => {
    const plain = await createTestApp(dialect);
    try {
      const result = await plain.app.mailer.send({
        to: 'y@example.test',
        subject: 'S',
        kind: 'test',
        text: 'T',
      });
      expect(result.status).toBe('logged');
      expect(plain.app.mailer.delivery).toBe('log-only');
    } finally {
      await plain.close();
    }
  });
});
