import { describe, expect, it } from 'vitest';
import { adminSuite, postForm } from '../../testing/admin-testing';
import { flashOf } from '../../testing/orders-admin-test-kit';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { getReminderSettings } from '../settings/reminders.service';

const ADVANCED_URL = '/cms-admin/advanced.php';

describe.each(testDialects)('the reminder settings under Advanced on %s', (dialect) => {
  const s = adminSuite(dialect, { REMINDER_INTERVAL_MS: '0' });
  const save = (beforeHours: string, thankYouHours = '4') =>
    s.post(ADVANCED_URL, { action: 'reminders', beforeHours, thankYouHours });

  it('shows 72, 24 and 4 hours by default', async () => {
    const page = await s.admin.get(ADVANCED_URL);
    expect(page.body).toContain('Reminders before the inspection (hours)');
    expect(page.body).toMatch(/name="beforeHours"[^>]*value="72, 24"/);
    expect(page.body).toMatch(/name="thankYouHours"[^>]*value="4"/);
    expect(await getReminderSettings(s.app.db)).toEqual({
      beforeHours: [72, 24],
      thankYouHours: 4,
    });
  });

  it.each([
    ['0', 'each between 1 and 720 hours.'],
    ['721', 'each between 1 and 720 hours.'],
    ['1, 2, 3, 4, 5, 6', 'at most 5 reminders.'],
    ['24, 24', 'each number only once.'],
    ['72; 24', 'whole numbers separated by commas, like 72, 24.'],
    ['1.5', 'whole numbers separated by commas, like 72, 24.'],
    ['-3', 'whole numbers separated by commas, like 72, 24.'],
    ['9'.repeat(101), 'at most 5 numbers, like 72, 24.'],
  ])('refuses "%s" before the inspection, saying why', async (value, reason) => {
    const res = await save(value.slice(0, 120));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`Reminders before the inspection (hours): ${reason}`);
    expect(await getReminderSettings(s.app.db)).toEqual({
      beforeHours: [72, 24],
      thankYouHours: 4,
    });
  });

  it.each([
    ['-1', 'must be 0 (none) or more.'],
    ['2.5', 'must be a whole number.'],
    ['169', 'may be at most 168.'],
  ])('refuses a thank-you after "%s" hours', async (value, reason) => {
    const res = await save('72, 24', value);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`Thank-you after the inspection (hours) ${reason}`);
  });

  it('saves a change in order, audits it once, and says when nothing changed', async () => {
    const saved = await save(' 2, 168,48 ', '0');
    expect(flashOf(saved)).toBe('Reminders saved. The scheduler uses them from its next run.');
    expect(await getReminderSettings(s.app.db)).toEqual({
      beforeHours: [168, 48, 2],
      thankYouHours: 0,
    });
    const [entry] = await listAudit(s.app.db, { limit: 1, entity: 'settings' });
    expect(entry).toMatchObject({ action: 'update', entityId: 'reminders' });
    expect(entry!.details).toEqual({
      beforeHours: { from: '72, 24', to: '168, 48, 2' },
      thankYouHours: { from: '4', to: '0' },
    });
    const page = await s.admin.get(ADVANCED_URL);
    expect(page.body).toMatch(/name="beforeHours"[^>]*value="168, 48, 2"/);

    const again = await save('168, 48, 2', '0');
    expect(flashOf(again)).toBe('Nothing changed.');
    expect(await listAudit(s.app.db, { limit: 5, entity: 'settings' })).toHaveLength(1);

    // Empty: no reminders before the inspection at all.
    await save('', '4');
    expect(await getReminderSettings(s.app.db)).toEqual({ beforeHours: [], thankYouHours: 4 });
  });

  it('refuses a change without the form token', async () => {
    const res = await postForm(s.app, s.admin, ADVANCED_URL, {
      action: 'reminders',
      beforeHours: '1',
      thankYouHours: '4',
    });
    expect(res.statusCode).toBe(403);
  });
});
