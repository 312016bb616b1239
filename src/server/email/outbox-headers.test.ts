import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { emailRows } from '../../testing/outbox-test-kit';
import { enqueueEmail } from './outbox.service';

// Every delivered message: a text and an HTML part (a whole document), Reply-To, a Message-ID on
// MAIL_FROM's domain and Auto-Submitted: auto-generated.

describe.each(testDialects)('delivery headers and the HTML part on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Keystone <no-reply@mail.keystone.test>',
      BUSINESS_EMAIL: 'office@keystone.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const queue = (to: string, extra: { replyTo?: string; html?: string } = {}) =>
    t.app.db.transaction().execute((trx) =>
      enqueueEmail(
        trx,
        {
          to,
          subject: `For ${to}`,
          kind: 'test',
          text: `Hello\n\nSee ${t.env.PUBLIC_URL}/x`,
          ...extra,
        },
        new Date(),
      ),
    );

  it('gives a text-only message an HTML part, Reply-To the business and a Message-ID', async () => {
    const id = await queue('plain@example.test');
    t.app.mailer.wake();
    const mail = await waitForMail(catcher, 'plain@example.test');
    expect(mail.text).toContain('Hello');
    expect(mail.html).toContain('<a href="http://localhost:3000/x"');
    expect(mail.html).toContain('Home Inspection');
    expect(mail.replyTo).toBe('office@keystone.test');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@mail\.keystone\.test>$/);
    expect(mail.autoSubmitted).toBe('auto-generated');
    await expect
      .poll(async () => (await emailRows(t.app)).find((r) => r.id === id)?.status)
      .toBe('sent');
    const row = (await emailRows(t.app)).find((r) => r.id === id);
    expect(row).toMatchObject({ message_id: mail.messageId, reply_to: 'office@keystone.test' });
  });

  it('sends the Reply-To a feature named (the customer, on a business notice)', async () => {
    await queue('office@keystone.test', { replyTo: 'Dana@Example.test' });
    t.app.mailer.wake();
    const mail = await waitForMail(catcher, 'office@keystone.test');
    expect(mail.replyTo).toBe('dana@example.test');
    expect(mail.html).not.toBe('');
  });

  it("puts a feature's own HTML in the one layout: every HTML part is a whole document", async () => {
    await queue('own@example.test', { html: '<p>Own content</p>' });
    t.app.mailer.wake();
    const html = (await waitForMail(catcher, 'own@example.test')).html;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
    expect(html).toContain('<title>For own@example.test</title>');
    expect(html).toContain('<p>Own content</p>');
    expect(html).not.toContain('See http');
    expect(html.trimEnd()).toMatch(/<\/body>\n<\/html>$/);
  });
});
