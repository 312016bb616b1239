import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bookInspection,
  reminderWorld,
  type ReminderWorld,
} from '../../../testing/reminder-test-kit';
import { testDialects } from '../../../testing/test-app';
import { storedHours, up } from './2026-12-01-0055-reminder-rules';

// The hours an office had set in Advanced → Reminders become its reminder rules' hours, and the
// reminders already sent become those rules' sends (decision 078).

describe('the stored reminder hours', () => {
  it('reads what Advanced saved, the shipped hours when missing or unreadable', () => {
    expect(storedHours(undefined, undefined)).toEqual({ hours: [72, 24], thankYou: 4 });
    expect(storedHours('24, 48', '0')).toEqual({ hours: [48, 24], thankYou: 0 });
    expect(storedHours('', '6')).toEqual({ hours: [], thankYou: 6 });
    expect(storedHours('72; 24', 'x')).toEqual({ hours: [72, 24], thankYou: 4 });
  });
});

describe.each(testDialects)('moving the reminder hours onto the rules on %s', (dialect) => {
  let w: ReminderWorld;
  beforeEach(async () => {
    w = await reminderWorld(dialect);
  });
  afterEach(() => w.close());

  it('gives each stored hour a rule, switches off what was off, and keeps what was sent', async () => {
    const db = w.app.db;
    const o = await bookInspection(w.app, 100, 'migrated@example.test');
    const startsAt = new Date(o.startMs).toISOString();
    await db
      .insertInto('settings')
      .values([
        { key: 'reminders.beforeHours', value: '96, 48, 6' },
        { key: 'reminders.thankYouHours', value: '0' },
      ])
      .execute();
    await db
      .insertInto('order_reminders')
      .values({
        order_id: o.orderId,
        reminder: 'before-48h',
        starts_at: startsAt,
        email_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await up(db as unknown as Parameters<typeof up>[0]);
    const rules = await db
      .selectFrom('message_rules')
      .select(['id', 'builtin', 'offset_minutes', 'enabled'])
      .where('builtin', 'like', '%-%')
      .orderBy('builtin')
      .execute();
    const of = (key: string) => rules.find((r) => r.builtin === key)!;
    expect([
      of('reminders-before'),
      of('reminders-before-2'),
      of('reminders-before-3'),
    ]).toMatchObject([
      { offset_minutes: 96 * 60, enabled: 1 },
      { offset_minutes: 48 * 60, enabled: 1 },
      { offset_minutes: 6 * 60, enabled: 1 },
    ]);
    expect(of('thank-you-after')).toMatchObject({ offset_minutes: 4 * 60, enabled: 0 });
    const sends = await db
      .selectFrom('rule_sends')
      .select(['rule_id', 'occurrence'])
      .where('order_id', '=', o.orderId)
      .orderBy('rule_id')
      .execute();
    // The 48 h reminder stood for the 96 h one it replaced.
    expect(sends).toEqual(
      [of('reminders-before').id, of('reminders-before-2').id]
        .sort((a, b) => a - b)
        .map((id) => ({ rule_id: id, occurrence: startsAt })),
    );
  });
});
