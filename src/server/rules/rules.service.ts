import { isTimed, type RuleEvent, type RuleFields } from '../../shared/rules/rule';
import type { Actor } from '../admin/actor';
import { audit } from '../audit/audit.service';
import { findOrder } from '../booking/orders-list.service';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../errors';
import { BUILTIN_RULES, type BuiltinRule } from './builtin-rules';
import { conditionsHold, deliverRule, type RuleContext } from './rule-delivery';
import {
  claimRuleSend,
  disabledBuiltins,
  enabledRules,
  findBuiltin,
  findRule,
  insertBuiltinIfMissing,
  insertRule,
  listRules,
  type Rule,
  setRuleEnabled,
  updateRule,
} from './rules.repository';

// Rules: the shipped ones (switch on or off, edit, Reset to default) and the office's own (new,
// edit, switch). Every
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

/** The reminders' shipped rules keep their hours in Advanced → Reminders (decision 071). */
export const TIMED_BUILTIN_REFUSED =
  'This rule sends at the hours set in Advanced → Reminders: change them there, and its message under Messages.';

const isTimedBuiltin = (rule: Rule) => !!rule.builtin && isTimed(rule.event);

/**
 * Saves a rule's fields. A shipped rule edited this way sends through the rules engine from then
 * on (its own code stops), until Reset to default; its id stays, so what it sent is not sent again.
 */
export async function editRule(db: Db, id: number, fields: RuleFields, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const before = await findRule(trx, id);
    if (!before) throw notFound('No such rule.');
    if (isTimedBuiltin(before)) throw conflict(TIMED_BUILTIN_REFUSED);
    if (before.builtin && isTimed(fields.event))
      throw badRequest('When: a shipped rule sends on an event; add a new rule for a time.', {
        field: 'event',
      });
    const at = actor.at.toISOString();
    await updateRule(trx, id, fields, at, before.builtin ? at : null);
    await audit(trx, ruleAudit(actor, 'update', id, { from: before, to: fields }), actor.at);
  });
}

/** Reset to default: a shipped rule gets its shipped fields and its own code path back. */
export async function resetRule(db: Db, id: number, actor: Actor): Promise<Rule> {
  return db.transaction().execute(async (trx) => {
    const before = await findRule(trx, id);
    const shipped = before?.builtin ? BUILTIN_RULES[before.builtin] : undefined;
    if (!before || !shipped) throw notFound('No such shipped rule.');
    const { when: _when, ...fields } = shipped;
    await updateRule(trx, id, fields, actor.at.toISOString(), null);
    await audit(trx, ruleAudit(actor, 'reset', id, { from: before }), actor.at);
    return { ...before, ...fields, customizedAt: null };
  });
}

/** Whether the engine sends `rule`: the office's own, and the shipped ones it edited. */
const engineSends = (rule: Rule) => !rule.builtin || rule.customizedAt !== null;

/**
 * A shipped rule's code path sent for this order and occurrence: the claim an edited version of
 * it would make, so editing it later never sends the same again.
 */
export async function claimBuiltinSend(
  trx: Db,
  key: BuiltinRule,
  send: { orderId: number; occurrence: string; at: Date },
): Promise<void> {
  const at = send.at.toISOString();
  const fields = BUILTIN_RULES[key];
  if (fields) await insertBuiltinIfMissing(trx, key, fields, at);
  const rule = await findBuiltin(trx, key);
  if (rule)
    await claimRuleSend(trx, {
      ruleId: rule.id,
      orderId: send.orderId,
      occurrence: send.occurrence,
      at,
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
  const rules = (await enabledRules(trx, [event])).filter(engineSends);
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
