import { isAgreementSigned } from '../agreements/agreements.service';
import {
  activeOrdersStartingBetween,
  type Order,
  readOrderForReminder,
} from '../booking/reminder-orders.service';
import type { Db } from '../db/database';
import type { Mailer } from '../email/email.types';
import { enqueueEmail, GIVE_UP_AFTER_MS } from '../email/outbox.service';
import type { Env } from '../env';
import { issueManageLink } from '../booking/manage-links/manage-links.service';
import { claimShippedTimed, type ShippedTimed, shippedTimedRules } from '../rules/rules.service';
import { getSiteSettings } from '../settings/settings.service';
import { beforeInspectionEmail, type ReminderContext, thankYouEmail } from './reminder-emails';
import {
  beforeName,
  beforeWindow,
  dueBeforeReminder,
  THANK_YOU,
  thankYouDue,
  thankYouWindow,
} from './reminder-schedule';
import {
  claimReminder,
  recordedReminders,
  reminderKey,
  setReminderEmail,
} from './reminders.repository';

// One run of the reminder scheduler: every due reminder of every active order in the window is
// queued once, through the outbox, whichever process or run gets there first. Its hours are those
// of the shipped reminder rules that still send as shipped (Admin → Rules, decision 078).

/** Orders read per query; a run pages through its window by id until it has read them all. */
export const BATCH = 100;

export interface ReminderDeps {
  db: Db;
  env: Env;
  mailer: Pick<Mailer, 'wake'>;
  log?: { error(obj: unknown, msg: string): void };
  /** Orders per query (default BATCH); tests page with a few. */
  pageSize?: number;
}

export interface ReminderReport {
  /** Orders in the windows looked at. */
  examined: number;
  /** Reminders queued by this run. */
  sent: number;
  /** Reminders another process or run claimed first, or whose order changed meanwhile. */
  lost: number;
  /** Reminders that failed (logged; the next run tries again). */
  failed: number;
}

/** Thrown inside a send when the order changed since it was read: the claim is rolled back. */
class OrderChanged extends Error {}

/** The reminder due for an order, and the rules whose claims stand for it. */
type Pick1 = (order: Order) => { name: string; rules: RuleClaims } | undefined;
type RuleClaims = { own: number[]; passed: number[] };

export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderReport> {
  const shipped = await shippedTimedRules(deps.db, now);
  const config = {
    beforeHours: [...new Set(shipped.before.map((r) => r.hours))].sort((a, b) => b - a),
    thankYouHours: shipped.after[0]?.hours ?? 0,
  };
  const ctx: ReminderContext = {
    settings: await getSiteSettings(deps.db, deps.env),
    publicUrl: deps.env.PUBLIC_URL,
    now,
  };
  const report: ReminderReport = { examined: 0, sent: 0, lost: 0, failed: 0 };
  const nowMs = now.getTime();
  const startMs = (o: Order) => new Date(o.slotStart).getTime();
  const bookedMs = (o: Order) =>
    Math.max(
      new Date(o.createdAt).getTime(),
      o.rescheduledAt ? new Date(o.rescheduledAt).getTime() : 0,
    );

  if (config.beforeHours.length > 0) {
    const due: Pick1 = (o) => {
      const h = dueBeforeReminder(
        { startMs: startMs(o), bookedMs: bookedMs(o) },
        config.beforeHours,
        nowMs,
      );
      return h === undefined
        ? undefined
        : { name: beforeName(h), rules: claimsAt(shipped.before, h) };
    };
    await runWindow(deps, ctx, beforeWindow(config.beforeHours, nowMs), due, report);
  }
  if (config.thankYouHours > 0) {
    const rules = claimsAt(shipped.after, config.thankYouHours);
    const due: Pick1 = (o) =>
      thankYouDue(startMs(o), config.thankYouHours, nowMs) ? { name: THANK_YOU, rules } : undefined;
    await runWindow(deps, ctx, thankYouWindow(config.thankYouHours, nowMs), due, report);
  }
  if (report.sent > 0) deps.mailer.wake();
  return report;
}

/** The reminder at `hours` stands for its rules, and for the farther ones it replaces. */
const claimsAt = (rules: ShippedTimed[], hours: number): RuleClaims => ({
  own: rules.filter((r) => r.hours === hours).map((r) => r.ruleId),
  passed: rules.filter((r) => r.hours > hours).map((r) => r.ruleId),
});

async function runWindow(
  deps: ReminderDeps,
  ctx: ReminderContext,
  window: { afterMs: number; untilMs: number },
  due: Pick1,
  report: ReminderReport,
): Promise<void> {
  const range = {
    after: new Date(window.afterMs).toISOString(),
    until: new Date(window.untilMs).toISOString(),
  };
  const pageSize = deps.pageSize ?? BATCH;
  // Every page, not a fixed number: orders past a cap would never be reached by any run.
  let afterId = 0;
  for (;;) {
    const orders = await activeOrdersStartingBetween(deps.db, range, afterId, pageSize);
    if (orders.length === 0) return;
    afterId = orders[orders.length - 1]!.id;
    report.examined += orders.length;
    const recorded = await recordedReminders(
      deps.db,
      orders.map((o) => o.id),
    );
    for (const order of orders) {
      const reminder = due(order);
      if (!reminder || recorded.has(reminderKey(order.id, reminder.name, order.slotStart)))
        continue;
      try {
        if (await sendReminder(deps.db, order, reminder, ctx)) report.sent++;
        else report.lost++;
      } catch (err) {
        report.failed++;
        deps.log?.error({ err, orderId: order.id, reminder: reminder.name }, 'reminder failed');
      }
    }
    if (orders.length < pageSize) return;
  }
}

/**
 * Claims the reminder and queues its e-mail in one transaction; false when another process or
 * run already claimed it, the order was cancelled or moved since it was read, or the rules engine
 * sent the rule while the office had it edited (its claim in rule_sends).
 */
async function sendReminder(
  db: Db,
  order: Order,
  due: { name: string; rules: RuleClaims },
  ctx: ReminderContext,
) {
  const reminder = due.name;
  const { now, publicUrl } = ctx;
  try {
    return await db.transaction().execute(async (trx) => {
      const claim = {
        orderId: order.id,
        reminder,
        startsAt: order.slotStart,
        now: now.toISOString(),
      };
      const id = await claimReminder(trx, claim);
      if (id === undefined) return false;
      const current = await readOrderForReminder(trx, order.id);
      if (current?.bookingStatus !== 'active' || current.slotStart !== order.slotStart)
        throw new OrderChanged();
      const send = { orderId: order.id, occurrence: order.slotStart, at: now };
      if (!(await claimShippedTimed(trx, due.rules, send))) return false;
      let emailId: number;
      if (reminder === THANK_YOU) {
        emailId = await enqueueEmail(trx, thankYouEmail(current, ctx), now);
      } else {
        const manageUrl = await issueManageLink(trx, current, now, publicUrl);
        const todo = { agreementSigned: await isAgreementSigned(trx, current.id) };
        const email = beforeInspectionEmail(current, todo, manageUrl, ctx);
        // The manage link signs its holder in: like a sign-in link, the log keeps it only until delivery.
        const secrets = [manageUrl];
        // A reminder not delivered by the start of the inspection is worthless: give it up then.
        const untilStart = new Date(current.slotStart).getTime() - now.getTime();
        const giveUpAfterMs = Math.max(60_000, Math.min(GIVE_UP_AFTER_MS, untilStart));
        emailId = await enqueueEmail(trx, email, now, { secrets, giveUpAfterMs });
      }
      await setReminderEmail(trx, id, emailId);
      return true;
    });
  } catch (err) {
    if (err instanceof OrderChanged) return false;
    throw err;
  }
}
