import type { Selectable } from 'kysely';
import type { Channel, Condition, Recipient, RuleEvent, RuleFields } from '../../shared/rules/rule';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { insertIfMissing } from '../db/inserts';
import type { MessageRulesTable } from '../db/schema';
import { toIso } from '../db/values';

// The only writer of message_rules and rule_sends.

export interface Rule extends RuleFields {
  id: number;
  builtin: string | null;
  offsetMinutes: number;
  enabled: boolean;
  updatedAt: string;
  /** A shipped rule the office edited: it sends through the rules engine (decision 071). */
  customizedAt: string | null;
}

const fromRow = (r: Selectable<MessageRulesTable>): Rule => ({
  id: r.id,
  name: r.name,
  builtin: r.builtin,
  event: r.event as RuleEvent,
  offsetMinutes: r.offset_minutes,
  offsetHours: r.offset_minutes / 60,
  ifPaid: r.if_paid as Condition,
  ifSigned: r.if_signed as Condition,
  ifRealtor: r.if_realtor as Condition,
  ifService: r.if_service ?? '',
  messageKey: r.message_key,
  recipients: r.recipients.split(',').filter(Boolean) as Recipient[],
  otherAddress: r.other_address ?? '',
  channel: r.channel as Channel,
  enabled: r.enabled === 1,
  updatedAt: toIso(r.updated_at),
  customizedAt: r.customized_at === null ? null : toIso(r.customized_at),
});

const toRow = (f: RuleFields) => ({
  name: f.name,
  event: f.event,
  offset_minutes: Math.round(f.offsetHours * 60),
  if_paid: f.ifPaid,
  if_signed: f.ifSigned,
  if_realtor: f.ifRealtor,
  if_service: f.ifService || null,
  message_key: f.messageKey,
  recipients: f.recipients.join(','),
  other_address: f.otherAddress || null,
  channel: f.channel,
});

const rules = (db: Db) => db.selectFrom('message_rules').selectAll();

export async function listRules(db: Db): Promise<Rule[]> {
  return (await rules(db).orderBy('id').execute()).map(fromRow);
}

export async function findRule(db: Db, id: number): Promise<Rule | undefined> {
  return firstRow(rules(db).where('id', '=', id), fromRow);
}

export async function findBuiltin(db: Db, builtin: string): Promise<Rule | undefined> {
  return firstRow(rules(db).where('builtin', '=', builtin), fromRow);
}

export async function enabledRules(db: Db, events: readonly RuleEvent[]): Promise<Rule[]> {
  const rows = await db
    .selectFrom('message_rules')
    .selectAll()
    .where('enabled', '=', 1)
    .where('event', 'in', [...events])
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

export async function insertRule(
  db: Db,
  fields: RuleFields,
  at: string,
  builtin: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('message_rules')
    .values({ ...toRow(fields), builtin, enabled: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A shipped rule, added once whichever process starts first. */
export async function insertBuiltinIfMissing(
  db: Db,
  builtin: string,
  fields: RuleFields,
  at: string,
): Promise<void> {
  await insertIfMissing(
    db
      .insertInto('message_rules')
      .values({ ...toRow(fields), builtin, enabled: 1, created_at: at, updated_at: at }),
    'builtin',
  );
}

/** Saves the fields; a shipped rule's `customizedAt` says whether it now differs from shipped. */
export async function updateRule(
  db: Db,
  id: number,
  fields: RuleFields,
  at: string,
  customizedAt: string | null = null,
) {
  await db
    .updateTable('message_rules')
    .set({ ...toRow(fields), updated_at: at, customized_at: customizedAt })
    .where('id', '=', id)
    .execute();
}

export async function setRuleEnabled(db: Db, id: number, enabled: boolean, at: string) {
  await db
    .updateTable('message_rules')
    .set({ enabled: enabled ? 1 : 0, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** One rule's message for one order and occurrence (the visit's start), sent at `at`. */
export interface RuleSend {
  ruleId: number;
  orderId: number;
  occurrence: string;
  at: string;
}

/** Claims the one send of a rule for an order and occurrence: false when already sent. */
export async function claimRuleSend(db: Db, send: RuleSend): Promise<boolean> {
  const result = await db
    .insertInto('rule_sends')
    .values({
      rule_id: send.ruleId,
      order_id: send.orderId,
      occurrence: send.occurrence,
      sent_at: send.at,
    })
    .onConflict((oc) => oc.columns(['rule_id', 'order_id', 'occurrence']).doNothing())
    .returning('rule_id')
    .executeTakeFirst();
  return result !== undefined;
}
