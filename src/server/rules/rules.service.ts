import { isTimed, type RuleEvent, type RuleFields } from '../../shared/rules/rule';
import type { Actor } from '../admin/actor';
import { audit } from '../audit/audit.service';
import { changePublicData } from '../cache/public-change';
import { findOrder } from '../booking/orders-list.service';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import {
  BUILTIN_RULES,
  type BuiltinRule,
  isShippedReminder,
  shippedFields,
  timedAsShipped,
} from './builtin-rules';
import { conditionsHold, deliverRule, type RuleContext } from './rule-delivery';
import {
  claimRuleSend,
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

/** Every rule, the shipped ones (or those of `keys`) first added if missing. */
export async function allRules(
  db: Db,
  now: Date,
  keys: readonly string[] = Object.keys(BUILTIN_RULES),
): Promise<Rule[]> {
  const rules = await listRules(db);
  const missing = keys.filter((key) => !rules.some((r) => r.builtin === key));
  if (missing.length === 0) return rules;
  for (const key of missing)
    await insertBuiltinIfMissing(db, key, BUILTIN_RULES[key]!, now.toISOString());
  return listRules(db);
}

/**
 * The shipped rules their own code must not send: switched off, or edited (the engine sends
 * them then). The one statement of this rule, for the look-ups here and `knownRules`.
 */
const builtinsOff = (all: readonly Rule[]): Set<string> =>
  new Set(
    all
      .filter((r) => r.builtin !== null && (!r.enabled || r.customizedAt !== null))
      .map((r) => r.builtin ?? ''),
  );

export const builtinRulesOff = async (db: Db) => builtinsOff(await listRules(db));

/** Whether a shipped rule is on (no row yet: on, as shipped). */
export async function builtinRuleOn(db: Db, key: BuiltinRule): Promise<boolean> {
  return !(await builtinRulesOff(db)).has(key);
}

/** The rules as builtinRulesOff and runEventRules read them, read at once before a transaction. */
export interface KnownRules {
  /** The shipped rules their own code must not send (builtinRulesOff). */
  off: Set<string>;
  /** Every enabled rule, by id. */
  enabled: Rule[];
}

/**
 * The rules a change's messages need, in one statement before its transaction, so that none of
 * its round trips is spent on them with its rows held (a booking holds its slot's).
 */
export async function knownRules(db: Db): Promise<KnownRules> {
  const all = await listRules(db);
  return { off: builtinsOff(all), enabled: all.filter((r) => r.enabled) };
}

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

/**
 * The office's rules are kept by each process with the templates for a new order's messages,
 * under the `settings` version: every change of a rule moves it (decision 098).
 */
const changeRules = <T>(db: Db, write: (trx: Db) => Promise<T>) =>
  changePublicData(db, ['settings'], write);

export async function createRule(db: Db, fields: RuleFields, actor: Actor): Promise<number> {
  return changeRules(db, async (trx) => {
    const id = await insertRule(trx, fields, actor.at.toISOString());
    await audit(trx, ruleAudit(actor, 'create', id, { ...fields }), actor.at);
    return id;
  });
}

/**
 * Saves a rule's fields. A shipped rule edited this way sends through the rules engine from then
 * on (its own code stops), until Reset to default; a shipped reminder whose name or hours only
 * changed keeps its own code at its new hours (decision 078). The id stays, so what it sent is not
 * sent again.
 */
export async function editRule(db: Db, id: number, fields: RuleFields, actor: Actor) {
  await changeRules(db, async (trx) => {
    const before = await findRule(trx, id);
    if (!before) throw notFound('No such rule.');
    const timed = isTimed(before.event);
    if (before.builtin && timed !== isTimed(fields.event))
      throw badRequest(
        timed
          ? 'When: this shipped rule sends at a time before or after the inspection; add a new rule for an event.'
          : 'When: a shipped rule sends on an event; add a new rule for a time.',
        { field: 'event' },
      );
    const at = actor.at.toISOString();
    const asShipped = !!before.builtin && timed && timedAsShipped(before.builtin, fields);
    await updateRule(trx, id, fields, at, before.builtin && !asShipped ? at : null);
    await audit(trx, ruleAudit(actor, 'update', id, { from: before, to: fields }), actor.at);
  });
}

/** Reset to default: a shipped rule gets its shipped fields and its own code path back. */
export async function resetRule(db: Db, id: number, actor: Actor): Promise<Rule> {
  return changeRules(db, async (trx) => {
    const before = await findRule(trx, id);
    const fields = before?.builtin ? shippedFields(before.builtin) : undefined;
    if (!before || !fields) throw notFound('No such shipped rule.');
    await updateRule(trx, id, fields, actor.at.toISOString(), null);
    await audit(trx, ruleAudit(actor, 'reset', id, { from: before }), actor.at);
    return { ...before, ...fields, customizedAt: null };
  });
}

export interface ShippedTimed {
  ruleId: number;
  hours: number;
}

/**
 * The shipped reminders that send through their own code now (on, not edited beyond name and
 * hours): their hours are the reminders' schedule, there is no other (decision 078).
 */
export async function shippedTimedRules(
  db: Db,
  now: Date,
): Promise<{ before: ShippedTimed[]; after: ShippedTimed[] }> {
  const timedKeys = Object.keys(BUILTIN_RULES).filter((k) => isTimed(BUILTIN_RULES[k]!.event));
  const rules = await allRules(db, now, timedKeys);
  const own = rules.filter((r) => r.enabled && r.customizedAt === null);
  const of = (r: Rule) => ({ ruleId: r.id, hours: r.offsetHours });
  return {
    before: own.filter((r) => isShippedReminder(r.builtin) && r.event === 'before').map(of),
    after: own.filter((r) => r.builtin === 'thank-you-after' && r.event === 'after').map(of),
  };
}

/**
 * A shipped reminder's own code sends for an order and inspection start: the claims of the rules
 * it stands for (`own`; `passed`: farther reminders it replaces). False when the rules engine
 * already sent one of `own` (while it was edited): nothing more is to go.
 */
export async function claimShippedTimed(
  trx: Db,
  rules: { own: number[]; passed: number[] },
  send: { orderId: number; occurrence: string; at: Date },
): Promise<boolean> {
  const claim = (ruleId: number) =>
    claimRuleSend(trx, { ...send, ruleId, at: send.at.toISOString() });
  for (const id of rules.passed) await claim(id);
  let fresh = rules.own.length === 0;
  for (const id of rules.own) if (await claim(id)) fresh = true;
  return fresh;
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
  await changeRules(db, async (trx) => {
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
  /** The rules read before the transaction (knownRules): no look-up in it. */
  known?: KnownRules,
): Promise<number> {
  const enabled = known
    ? known.enabled.filter((r) => r.event === event)
    : await enabledRules(trx, [event]);
  const rules = enabled.filter(engineSends);
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
