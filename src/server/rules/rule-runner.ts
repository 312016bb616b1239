import { TIMED_EVENTS, timedRuleDue, timedRuleWindow } from '../../shared/rules/rule';
import {
  activeOrdersStartingBetween,
  type Order,
  readOrderForReminder,
} from '../booking/reminder-orders.service';
import type { Db } from '../db/database';
import type { Mailer } from '../email/email.types';
import type { Env } from '../env';
import { getSiteSettings } from '../settings/settings.service';
import { conditionsHold, deliverRule, type RuleContext } from './rule-delivery';
import { claimRuleSend, enabledRules, type Rule } from './rules.repository';

// One run of the timed rules (a time before or after the inspection, still unpaid before it):
// every order due is sent to once per inspection start, whichever process gets there first. A
// run asks what is due now, so a rule switched back on sends what is still due, and one missed
// while no server ran goes out at the next run.

export interface RuleRunDeps {
  db: Db;
  env: Env;
  mailer: Pick<Mailer, 'wake'>;
}

const PAGE = 100;

/** The order changed (cancelled, moved, paid) since it was read: the claim is rolled back. */
class NotDue extends Error {}

export async function runTimedRules(deps: RuleRunDeps, now: Date): Promise<number> {
  // A shipped reminder as shipped keeps its own code (decision 078): the edited ones and the office's.
  const rules = (await enabledRules(deps.db, TIMED_EVENTS)).filter(
    (r) => !r.builtin || r.customizedAt !== null,
  );
  if (rules.length === 0) return 0;
  const ctx: RuleContext = {
    settings: await getSiteSettings(deps.db, deps.env),
    publicUrl: deps.env.PUBLIC_URL,
    now,
  };
  let sent = 0;
  for (const rule of rules) sent += await runRule(deps, rule, ctx);
  if (sent > 0) deps.mailer.wake();
  return sent;
}

const timesOf = (o: Order) => ({
  startMs: new Date(o.slotStart).getTime(),
  bookedMs: Math.max(
    new Date(o.createdAt).getTime(),
    o.rescheduledAt ? new Date(o.rescheduledAt).getTime() : 0,
  ),
});

async function runRule(deps: RuleRunDeps, rule: Rule, ctx: RuleContext): Promise<number> {
  const nowMs = ctx.now.getTime();
  const window = timedRuleWindow(rule, nowMs);
  const range = {
    after: new Date(window.afterMs).toISOString(),
    until: new Date(window.untilMs).toISOString(),
  };
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const orders = await activeOrdersStartingBetween(deps.db, range, afterId, PAGE);
    if (orders.length === 0) return sent;
    afterId = orders[orders.length - 1]!.id;
    for (const order of orders) {
      if (!timedRuleDue(timesOf(order), rule, nowMs)) continue;
      sent += await sendOnce(deps.db, rule, order, ctx);
    }
  }
}

async function sendOnce(db: Db, rule: Rule, order: Order, ctx: RuleContext): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const claim = {
        ruleId: rule.id,
        orderId: order.id,
        occurrence: order.slotStart,
        at: ctx.now.toISOString(),
      };
      if (!(await claimRuleSend(trx, claim))) return 0;
      const current = await readOrderForReminder(trx, order.id);
      if (
        !current ||
        current.bookingStatus !== 'active' ||
        current.slotStart !== order.slotStart ||
        !(await conditionsHold(trx, rule, current))
      )
        throw new NotDue();
      const queued = await deliverRule(trx, rule, current, ctx);
      return queued.emails + queued.texts;
    });
  } catch (error) {
    if (error instanceof NotDue) return 0;
    throw error;
  }
}
