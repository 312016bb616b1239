import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signedIn } from '../../testing/admin-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';
import { listRecentChanges } from '../audit/audit.service';
import { countGivenUp, listEmailSummaries } from '../email/email.service';

// The fuzzer's 64 KB bodies filled email_log and audit_log until Advanced and Email took 100-270 ms
// (and Advanced rendered every audit entry's details whole): each list must cost the same however
// many rows there are and however big each one is.

const ADVANCED = '/cms-admin/advanced.php';
const EMAIL = '/cms-admin/email_utils.php';
const ROWS = 300;
const BIG = 'x'.repeat(64 * 1024);

describe.each(testDialects)('admin lists over big rows on %s', (dialect) => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN });
    admin = await signedIn(t.app, catcher, ADMIN);
    const now = new Date().toISOString();
    for (let i = 0; i < ROWS; i += 25) {
      const rows = Array.from({ length: 25 }, (_, k) => k);
      await t.app.db
        .insertInto('email_log')
        .values(
          rows.map((k) => ({
            to_address: 'big@example.test',
            subject: `Subject ${i + k} ${BIG.slice(0, 450)}`, // varchar(500)
            kind: 'test',
            text_body: BIG,
            html_body: BIG,
            attachments: null,
            status: 'failed' as const,
            error: BIG.slice(0, 1000),
            created_at: now,
            sent_at: null,
          })),
        )
        .execute();
      await t.app.db
        .insertInto('audit_log')
        .values(
          rows.map((k) => ({
            user_id: null,
            user_email: '',
            action: 'update',
            entity: 'page',
            entity_id: String(i + k),
            details: JSON.stringify({ content: { from: BIG, to: BIG } }),
            created_at: now,
          })),
        )
        .execute();
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('lists e-mails without their bodies, subjects and errors cut short', async () => {
    const rows = await listEmailSummaries(t.app.db, { limit: 50 });
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row).not.toHaveProperty('text');
      expect(row).not.toHaveProperty('html');
      expect(row.subject.length).toBeLessThanOrEqual(201);
      expect(row.error?.length).toBeLessThanOrEqual(201);
    }
    expect(await countGivenUp(t.app.db)).toBe(ROWS);
  });

  it('shows the start of each audit entry’s details, not all of it', async () => {
    const lines = await listRecentChanges(t.app.db, 50);
    expect(lines).toHaveLength(50);
    for (const line of lines) expect(line.detailsPreview.length).toBeLessThanOrEqual(301);
    expect(lines[0]?.detailsPreview).toMatch(/^\{"content":\{"from":"x+…$/);
  });

  it('renders Advanced and Email in a bounded number of bytes', async () => {
    // Before: Advanced rendered 50 × 128 KB of details (6 MB), Email read every body of the page.
    const advanced = await admin.get(ADVANCED);
    expect(advanced.statusCode).toBe(200);
    expect(advanced.body.length).toBeLessThan(150_000);
    expect(advanced.body).toContain('update page #299');
    const email = await admin.get(EMAIL);
    expect(email.statusCode).toBe(200);
    expect(email.body.length).toBeLessThan(150_000);
    expect(email.body).toContain(`${ROWS} e-mails were not delivered`);
    expect(email.body).toContain('Subject 299 xxx');
  });

  it.runIf(dialect === 'sqlite')('counts and lists given-up mail from an index alone', async () => {
    // Without it, each count read every failed row, bodies and all (resent_as is the last column).
    for (const query of [
      sql`select count(*) from email_log where status = 'failed' and resent_as is null`,
      sql`select id from email_log where status = 'failed' and resent_as is null order by id desc limit 20`,
    ]) {
      const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(t.app.db);
      expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/USING COVERING INDEX/);
    }
  });
});
