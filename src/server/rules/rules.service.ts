import type { RuleEvent, RuleFields } from '../../shared/rules/rule';
import type { Actor } from '../admin/actor';
import { audit } from '../audit/audit.service';
import { findOrder } from '../booking/orders-list.service';
import type { Db } from '../db/database';
import { conflict, notFound } from '../errors';
import { BUILTIN_RULES, type BuiltinRule } from './builtin-rules';
import { conditionsHold, deliverRule, type RuleContext } from './rule-delivery';
import {
  claimRuleSend,
  disabledBuiltins,
  enabledRules,
  findRule,
  insertBuiltinIfMissing,
  insertRule,
  listRules,
  type Rule,
  setRuleEnabled,
  updateRule,
} from './rules.repository';

// Rules: the shipped ones (switch on or off) and the office's own (new, edit, switch). Every
// change is audited in its transaction. A rule sends once per order and occurrence (rule_sends'
// key), so editing or switching one never sends again what it sent (decision 063).

export type { Rule, RuleContext };

/** Every rule, the shipped ones first added if missing. */
export async function allRules(db: Db, now: Date): Promise<Rule[]> {
  for (const [key, fields] of Object.entries(BUILTIN_RULES))
    await insertBuiltinIfMissing(db, key, fields, now.toISOString());
  return listRules(db);
}

/** Whether a shipped rule is on (no row yet: on, as shipped). */
export async function builtinRuleOn(db: Db, key: BuiltinRule): Promise<boolean> {
  return !(await disabledBuiltins(db)).has(key);
}

export const builtinRulesOff = (db: Db) => disabledBuiltins(db);

const ruleAudit = (
  actor: Actor,
  action: string,
  id: number,
  details?: Record<string, unknown>,
) => ({
  userId: actor.id,
  action,
  entity: 'rule',
  entityId: String(id),
  details,
});

export async function createRule(db: Db, fields: RuleFields, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertRule(trx, fields, actor.at.toISOString());
    await audit(trx, ruleAudit(actor, 'create', id, { ...fields }), actor.at);
    return id;
  });
}

export async function editRule(db: Db, id: number, fields: RuleFields, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const before = await findRule(trx, id);
    if (!before) throw notFound('No such rule.');
    if (before.builtin)
      throw conflict('A shipped rule is switched on or off; edit its message under Messages.');
    await updateRule(trx, id, fields, actor.at.toISOString());
    await audit(trx, ruleAudit(actor, 'update', id, { from: before, to: fields }), actor.at);
  });
}

export async function switchRule(db: Db, id: number, enabled: boolean, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const before = await findRule(trx, id);
    if (!before) throw notFound('No such rule.');
    await setRuleEnabled(trx, id, enabled, actor.at.toISOString());
    await audit(trx, ruleAudit(actor, enabled ? 'switch-on' : 'switch-off', id), actor.at);
  });
}

export const ruleById = (db: Db, id: number) => findRule(db, id);

/**
 * In the transaction of the change that is `event` (a booking, a payment, a signature, a
 * report): the office's rules for it, each once per order.
 */
export async function runEventRules(
  trx: Db,
  event: Exclude<RuleEvent, 'before' | 'after' | 'unpaid-before'>,
  orderId: number,
  ctx: RuleContext,
): Promise<number> {
  const rules = (await enabledRules(trx, [event])).filter((r) => !r.builtin);
  if (rules.length === 0) return 0;
  const order = await findOrder(trx, orderId);
  if (!order || order.bookingStatus !== 'active') return 0;
  let queued = 0;
  for (const rule of rules) {
    if (!(await conditionsHold(trx, rule, order))) continue;
    const at = ctx.now.toISOString();
    if (!(await claimRuleSend(trx, { ruleId: rule.id, orderId, occurrence: event, at }))) continue;
    const sent = await deliverRule(trx, rule, order, ctx);
    queued += sent.emails + sent.texts;
  }
  return queued;
}
