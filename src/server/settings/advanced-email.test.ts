import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteSettings } from './settings.service';
import { type SmtpCatcher, startSmtpCatcher, waitForMail } from '../../testing/smtp-catcher';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { ADMIN, csrfOf, postForm, signedIn } from '../../testing/admin-testing';
import { listAudit } from '../audit/audit.service';
import { SIGN_IN_NOT_RESENT } from '../email/email-admin.service';

const ADVANCED = '/cms-admin/advanced.php';
const EMAIL = '/cms-admin/email_utils.php';

const settings = {
  businessName: 'Allegheny Home Checks',
  phone: '(724) 555-0199',
  email: 'hello@allegheny.example',
  socialUrl: 'https://www.instagram.com/allegheny',
  timeZone: 'America/Chicago',
  openingHours: 'Mo-Fr 07:30-17:00, Sa 08:00-12:00',
};

describe.each(testDialects)('Advanced and Email admin pages on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN });
    admin = await signedIn(t.app, catcher, ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const post = (url: string, fields: Record<string, string>) =>
    postForm(t.app, admin, url, { _csrf: csrfOf(admin), ...fields });

  it('saves the site settings the site and its e-mails use, audited', async () => {
    const res = await post(ADVANCED, { action: 'settings', ...settings });
    expect(res.statusCode).toBe(303);
    expect(await getSiteSettings(t.app.db, t.env)).toEqual(settings);
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'settings' });
    expect(entry?.details).toMatchObject({
      timeZone: { from: 'America/New_York', to: 'America/Chicago' },
    });
    const test = await post(EMAIL, { action: 'send-test', to: 'owner@example.test' });
    expect(test.statusCode).toBe(303);
    const mail = await waitForMail(catcher, 'owner@example.test');
    expect(mail.subject).toBe('Test e-mail from Allegheny Home Checks');
    expect((await admin.get(ADVANCED)).body).toContain('update settings #site');
  });

  it('refuses bad settings with a clear message and keeps what was typed', async () => {
    const cases: [field: string, value: string, message: string][] = [
      ['timeZone', 'Mars/Olympus', 'Please choose a time zone from the list.'],
      ['email', 'not-an-email', 'Please enter a valid e-mail address.'],
      ['socialUrl', 'javascript:alert(1)', 'The social-media link must be an http(s) address.'],
      ['businessName', ' ', 'Please enter the business name.'],
      ['openingHours', 'weekdays 9 to 5', 'The opening hours must look like Mo-Fr 08:00-18:00'],
      ['openingHours', 'Mo-Fr 08:00-18:00, '.repeat(12), 'The opening hours may have at most 200'],
    ];
    for (const [field, value, message] of cases) {
      const res = await post(ADVANCED, { action: 'settings', ...settings, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toContain(message);
      expect(res.body).toContain(`value="${settings.phone}"`);
    }
    expect((await getSiteSettings(t.app.db, t.env)).timeZone).toBe('America/Chicago');
  });

  it('purges expired sessions and old sign-in requests', async () => {
    const long = '2000-01-01T00:00:00.000Z';
    await t.app.db
      .insertInto('sessions')
      .values({
        id: 'e'.repeat(64),
        user_id: null,
        created_at: long,
        last_seen_at: long,
        expires_at: long,
      })
      .execute();
    await t.app.db
      .insertInto('login_requests')
      .values({
        email: 'old@example.test',
        user_id: null,
        session_id: null,
        ip: '1.2.3.4',
        token_hash: null,
        code_hash: null,
        token_expires_at: long,
        code_expires_at: long,
        attempts: 0,
        consumed_at: null,
        created_at: long,
      })
      .execute();
    const res = await post(ADVANCED, { action: 'purge' });
    expect(res.statusCode).toBe(303);
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'sessions' });
    expect(entry?.details).toEqual({ sessions: 1, loginRequests: 1 });
    expect((await admin.get(ADVANCED)).statusCode).toBe(200);
  });

  it('downloads a backup on SQLite (and deletes its temporary file), explains on PostgreSQL', async () => {
    const page = await admin.get(ADVANCED);
    const res = await post(ADVANCED, { action: 'backup' });
    if (dialect === 'sqlite') {
      expect(page.body).toContain('Download database backup');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="site-backup-.*\.db"$/,
      );
      expect(res.rawPayload.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
      expect(res.rawPayload.length).toBeGreaterThan(10_000);
      await new Promise((r) => setTimeout(r, 50));
      expect(readdirSync(tmpdir()).filter((f) => f.startsWith('site-backup-'))).toEqual([]);
    } else {
      expect(page.body).toContain('PostgreSQL’s own tools');
      expect(res.statusCode).toBe(400);
    }
  });

  it('shows delivery status, sends a test e-mail into the log, and resends it', async () => {
    const page = await admin.get(EMAIL);
    expect(page.body).toContain('E-mails are delivered through the mail server');
    expect(page.body).not.toContain('user:'); // no credentials
    const res = await post(EMAIL, { action: 'send-test', to: 'check@example.test' });
    expect(res.statusCode).toBe(303);
    await waitForMail(catcher, 'check@example.test', /^Test e-mail/);
    const log = await admin.get(EMAIL);
    expect(log.body).toMatch(/check@example\.test<\/td><td><a href="[^"]+">Test e-mail from/);
    const row = await t.app.db
      .selectFrom('email_log')
      .selectAll()
      .where('to_address', '=', 'check@example.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    const seen = catcher.mails.filter((m) => m.to.includes('check@example.test')).length;
    expect((await post(EMAIL, { action: 'resend', id: String(row.id) })).statusCode).toBe(303);
    await expect
      .poll(() => catcher.mails.filter((m) => m.to.includes('check@example.test')).length)
      .toBe(seen + 1);
    const [entry] = await listAudit(t.app.db, { limit: 1, entity: 'email' });
    expect(entry).toMatchObject({ action: 'resend', entityId: String(row.id) });
    expect((await post(EMAIL, { action: 'resend', id: '999999' })).statusCode).toBe(404);
    const login = await t.app.db
      .selectFrom('email_log')
      .select('id')
      .where('kind', '=', 'login')
      .executeTakeFirstOrThrow();
    const refused = await post(EMAIL, { action: 'resend', id: String(login.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(SIGN_IN_NOT_RESENT);
    expect((await admin.get(`${EMAIL}?view=${row.id}`)).body).toContain(
      'If you can read it, e-mail delivery works.',
    );
  });
});

describe('Email admin page without SMTP', () => {
  it('says that e-mails are only logged', async () => {
    const catcher = await startSmtpCatcher();
    // Sign in over SMTP first, then look at a second app over the same database without it.
    const t = await createTestApp('sqlite', { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN });
    const admin = await signedIn(t.app, catcher, ADMIN);
    const { buildApp } = await import('../app');
    const { parseEnv } = await import('../env');
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: t.env.DATABASE_URL,
      PUBLIC_URL: t.env.PUBLIC_URL,
      ADMIN_EMAIL: ADMIN,
    });
    const logOnly = await buildApp(env, { logger: false });
    try {
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await logOnly.inject({ url: EMAIL, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('E-mail delivery is not set up');
    } finally {
      await logOnly.close();
      await t.close();
      await catcher.stop();
    }
  });
});
