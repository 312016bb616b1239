import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, csrfOf, postForm, signedIn } from '../../testing/admin-testing';
import { closeTestApp } from '../../testing/payments-test-kit';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';

// "Full-day appointment" on a slot (create, edit, create many): stored in slots.full_day, shown in
// the admin list; off by default and for the seeded slots.

const URL = '/cms-admin/manage-inspection-slots.php';

describe.each(testDialects)('Full-day slots on %s', (dialect) => {
  let t: TestApp;
  let catcher: SmtpCatcher;
  let admin: TestAgent;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, { SMTP_URL: catcher.url, ADMIN_EMAIL: ADMIN });
    // A short list, so the new slot is on the first page (the seeded ones are checked first).
    admin = await signedIn(t.app, catcher, ADMIN);
  });
  afterAll(async () => {
    await closeTestApp(t);
    await catcher.stop();
  });

  const post = (fields: Record<string, string | string[]>, url = URL) =>
    postForm(t.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const flagOf = async (title: string) =>
    (
      await t.app.db
        .selectFrom('slots')
        .select(['id', 'full_day'])
        .where('title', '=', title)
        .execute()
    ).map((r) => ({ id: r.id, fullDay: Number(r.full_day) }));

  it('seeded slots are half-day', async () => {
    const rows = await t.app.db.selectFrom('slots').select('full_day').execute();
    expect(rows.every((r) => Number(r.full_day) === 0)).toBe(true);
  });

  it('creates, edits and creates many with the box; the list shows it', async () => {
    const created = await post(
      { action: 'create', date: '2030-03-05', time: '09:00', title: 'All day', fullDay: '1' },
      `${URL}?new=1`,
    );
    expect(created.statusCode).toBe(303);
    const [slot] = await flagOf('All day');
    expect(slot?.fullDay).toBe(1);
    await t.app.db.deleteFrom('slots').where('title', '!=', 'All day').execute();
    const list = await admin.get(URL);
    expect(list.body).toMatch(
      /All day(?:<!-- -->)?<span class="badge text-bg-secondary ms-2">Full day/,
    );

    const edit = await admin.get(`${URL}?edit=${slot?.id}`);
    expect(edit.body).toMatch(/name="fullDay"[^>]*checked/);
    await post(
      { action: 'save', id: String(slot?.id), date: '2030-03-05', time: '09:00', title: 'All day' },
      `${URL}?edit=${slot?.id}`,
    );
    expect((await flagOf('All day'))[0]?.fullDay).toBe(0);

    await post(
      {
        action: 'create-many',
        from: '2030-04-01',
        to: '2030-04-02',
        weekday: ['1', '2'],
        times: '9:00 AM',
        title: 'Many full',
        fullDay: '1',
      },
      `${URL}?bulk=1`,
    );
    const many = await flagOf('Many full');
    expect(many).toHaveLength(2);
    expect(many.every((s) => s.fullDay === 1)).toBe(true);
  });
});
