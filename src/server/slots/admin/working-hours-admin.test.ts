import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/slots/slot';
import { ADMIN, csrfOf, postForm, signedIn } from '../../../testing/admin-testing';
import { closeTestApp } from '../../../testing/payments-test-kit';
import { type SmtpCatcher, startSmtpCatcher } from '../../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';

// Admin → Working hours: saving the business's week makes get_slots.php offer its times at once;
// a bad day is named and nothing is saved; a block takes its times away and can be removed.

const URL = '/cms-admin/manage-working-hours.php';
const ZONE = 'America/New_York';

describe.each(testDialects)('Working hours admin on %s', (dialect) => {
  let t: TestApp;
  let catcher: SmtpCatcher;
  let admin: TestAgent;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: ADMIN,
      SEED_DEMO_SLOTS: 'false',
    });
    admin = await signedIn(t.app, catcher, ADMIN);
  });
  afterAll(async () => {
    await closeTestApp(t);
    await catcher.stop();
  });

  const post = (fields: Record<string, string>) =>
    postForm(t.app, admin, `${URL}?owner=business`, { _csrf: csrfOf(admin), ...fields });
  const week = (text: string) =>
    Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`day${i}`, text]));
  const day = DateTime.now().setZone(ZONE).plus({ days: 3 }).startOf('day');
  const times = async () =>
    (await createAgent(t.app).get('/cms-admin/api/get_slots.php?future=true&limit=1000'))
      .json<Slot[]>()
      .filter((s) => DateTime.fromISO(s.start, { zone: ZONE }).hasSame(day, 'day'))
      .map((s) => DateTime.fromISO(s.start, { zone: ZONE }).toFormat('HH:mm'));

  it('shows the form, refuses a bad day by name and saves nothing', async () => {
    const page = await admin.get(URL);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Weekly hours');
    const bad = await post({ action: 'save-hours', owner: 'business', ...week('9-5') });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Monday must look like 8:00-17:00');
    expect(await times()).toEqual([]);
  });

  it('saves the week; the order form offers its times at once', async () => {
    const res = await post({
      action: 'save-hours',
      owner: 'business',
      ...week('8:00-18:00'),
      startEvery: '30',
      startTimes: '8:00, 13:00',
      daysOff: '',
    });
    expect(res.statusCode).toBe(303);
    expect(await times()).toEqual(['08:00', '13:00']);
    const page = await admin.get(`${URL}?owner=business`);
    expect(page.body).toContain('value="8:00-18:00"');
  });

  it('blocks a time and removes the block', async () => {
    const res = await post({
      action: 'block',
      owner: 'business',
      date: day.toISODate()!,
      from: '12:00',
      to: '14:00',
      reason: 'Team meeting',
    });
    expect(res.statusCode).toBe(303);
    expect(await times()).toEqual(['08:00']);
    const row = await t.app.db.selectFrom('slot_blocks').select('id').executeTakeFirstOrThrow();
    expect((await post({ action: 'unblock', id: String(row.id) })).statusCode).toBe(303);
    expect(await times()).toEqual(['08:00', '13:00']);
  });
});
