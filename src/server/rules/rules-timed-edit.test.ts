import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, csrfOf, postForm, signedIn } from '../../testing/admin-testing';
import {
  bookInspection,
  HOUR,
  reminderMails,
  reminderWorld,
  type ReminderWorld,
} from '../../testing/reminder-test-kit';
import type { TestAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { runReminders } from '../reminders/reminders.service';
import { runTimedRules } from './rule-runner';
import { allRules } from './rules.service';

// The shipped reminders are rules like any other: their hours, conditions, message, recipients
// and switch are edited under Rules, Advanced → Reminders only shows them, and no edit sends again
// what went out or drops what is due (decision 078).

const RULES = '/cms-admin/manage-rules.php';
const DESK = 'desk@inspect.test';

describe.each(testDialects)('the shipped timed rules edited on %s', (dialect) => {
  let w: ReminderWorld;
  let admin: TestAgent;
  beforeEach(async () => {
    w = await reminderWorld(dialect, { ADMIN_EMAIL: ADMIN, OUTBOX_POLL_MS: '100' });
    admin = await signedIn(w.app, w.catcher, ADMIN);
  });
  afterEach(() => w.close());

  const post = (url: string, fields: Record<string, string | string[]>) =>
    postForm(w.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const ruleOf = async (key: string) =>
    (await allRules(w.app.db, new Date())).find((r) => r.builtin === key)!;
  /** One beat of both jobs, as the server runs them. */
  const beat = async (at: number) => {
    const deps = { db: w.app.db, env: w.app.env, mailer: w.app.mailer };
    await runReminders(deps, new Date(at));
    await runTimedRules(deps, new Date(at));
  };
  const edit = async (key: string, fields: Record<string, string | string[]>) => {
    const rule = await ruleOf(key);
    return post(`${RULES}?edit=${rule.id}`, {
      action: 'edit',
      id: String(rule.id),
      name: rule.name,
      event: rule.event,
      offsetHours: String(rule.offsetHours),
      messageKey: rule.messageKey,
      recipients: rule.recipients,
      channel: rule.channel,
      ...fields,
    });
  };
  const mailsTo = (to: string) =>
    w.app.db.selectFrom('email_log').select('subject').where('to_address', '=', to).execute();

  it('sends the shipped reminder at the hours set on its rule, as Advanced shows them', async () => {
    const shipped = await ruleOf('reminders-before-2');
    expect(shipped).toMatchObject({ offsetHours: 24, event: 'before', enabled: true });
    const saved = await edit('reminders-before-2', { offsetHours: '12' });
    expect(saved.statusCode).toBe(303);
    expect(await ruleOf('reminders-before-2')).toMatchObject({
      offsetHours: 12,
      customizedAt: null,
    });
    const [entry] = await listAudit(w.app.db, { limit: 1, entity: 'rule' });
    expect(entry).toMatchObject({ action: 'update', entityId: String(shipped.id) });

    const advanced = (await admin.get('/cms-admin/advanced.php')).body;
    expect(advanced).toContain(`${RULES}?edit=${shipped.id}`);
    expect(advanced).toContain('12 hours before the inspection');
    expect(advanced).not.toContain('name="beforeHours"');

    const o = await bookInspection(w.app, 100, 'twelve.hours@example.test');
    await beat(o.startMs - 72 * HOUR);
    await beat(o.startMs - 24 * HOUR);
    expect(await reminderMails(w.app, o.email)).toHaveLength(1);
    await beat(o.startMs - 12 * HOUR);
    await beat(o.startMs - 11 * HOUR);
    const mails = await reminderMails(w.app, o.email);
    expect(mails).toHaveLength(2);
    // Its hours only changed: the full shipped reminder, manage link and all.
    expect(mails[1]!.text_body).toContain('Manage your inspection (see it, reschedule or cancel)');
  });

  it('an edited reminder sends as edited, once, and never what went out before the edit', async () => {
    const o = await bookInspection(w.app, 100, 'edited.reminder@example.test');
    await beat(o.startMs - 72 * HOUR);
    expect(await reminderMails(w.app, o.email)).toHaveLength(1);

    // The 72 h reminder went out; edited now, it does not go again.
    const first = await edit('reminders-before', {
      messageKey: 'inspection-note',
      recipients: ['client', 'other'],
      otherAddress: DESK,
    });
    expect(first.statusCode).toBe(303);
    expect((await ruleOf('reminders-before')).customizedAt).not.toBeNull();
    await beat(o.startMs - 70 * HOUR);
    expect(await mailsTo(DESK)).toHaveLength(0);

    // The 24 h one, edited before its time, goes as edited: to the client and the desk.
    const second = await edit('reminders-before-2', {
      name: 'Day before: tell the desk too',
      messageKey: 'inspection-note',
      recipients: ['client', 'other'],
      otherAddress: DESK,
    });
    expect(second.statusCode).toBe(303);
    await beat(o.startMs - 24 * HOUR);
    await beat(o.startMs - 23 * HOUR);
    expect(await mailsTo(DESK)).toHaveLength(1);
    expect(await reminderMails(w.app, o.email)).toHaveLength(1);
    const notes = (await mailsTo(o.email)).filter((m) =>
      /^Your home inspection on /.test(m.subject),
    );
    expect(notes).toHaveLength(1);

    // Back to default, its own code finds it sent and sends nothing more.
    const rule = await ruleOf('reminders-before-2');
    expect((await post(RULES, { action: 'reset', id: String(rule.id) })).statusCode).toBe(303);
    expect(await ruleOf('reminders-before-2')).toMatchObject({
      offsetHours: 24,
      customizedAt: null,
    });
    await beat(o.startMs - 22 * HOUR);
    expect(await reminderMails(w.app, o.email)).toHaveLength(1);
    expect(await mailsTo(DESK)).toHaveLength(1);
  });

  it('switched off over its time and on again, sends what is still due, once', async () => {
    const o = await bookInspection(w.app, 100, 'switched.reminder@example.test');
    await beat(o.startMs - 72 * HOUR);
    const rule = await ruleOf('reminders-before-2');
    const off = await post(RULES, { action: 'switch', id: String(rule.id), enabled: '0' });
    expect(off.statusCode).toBe(303);
    await beat(o.startMs - 24 * HOUR);
    expect(await reminderMails(w.app, o.email)).toHaveLength(1);
    await post(RULES, { action: 'switch', id: String(rule.id), enabled: '1' });
    await beat(o.startMs - 20 * HOUR);
    await beat(o.startMs - 19 * HOUR);
    expect(await reminderMails(w.app, o.email)).toHaveLength(2);
    const actions = (await listAudit(w.app.db, { limit: 2, entity: 'rule' })).map((e) => e.action);
    expect(actions).toEqual(['switch-on', 'switch-off']);
  });

  it('refuses to make a shipped reminder an event rule, naming the field', async () => {
    const res = await edit('thank-you-after', { event: 'booked' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('When: this shipped rule sends at a time');
  });
});
