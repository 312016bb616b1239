import type { Generated, Kysely } from 'kysely';

// The reminders' hours move from the settings (Advanced → Reminders) onto the shipped reminder
// rules, one rule per hour, and the reminders already sent are recorded as those rules' sends, so
// an edited reminder rule never sends again what went out (decision 078). Frozen in time: the
// shipped fields are written out here, not read from the code.

interface Tables {
  settings: { key: string; value: string };
  message_rules: {
    id: Generated<number>;
    name: string;
    builtin: string | null;
    event: string;
    offset_minutes: number;
    if_paid: string;
    if_signed: string;
    if_realtor: string;
    if_service: string | null;
    message_key: string;
    recipients: string;
    other_address: string | null;
    channel: string;
    enabled: number;
    created_at: string;
    updated_at: string;
  };
  order_reminders: { order_id: number; reminder: string; starts_at: string | Date };
  rule_sends: { rule_id: number; order_id: number; occurrence: string; sent_at: string };
}

const NAMES = [
  'Reminder before the inspection',
  'Second reminder before the inspection',
  'Reminder 3 before the inspection',
  'Reminder 4 before the inspection',
  'Reminder 5 before the inspection',
];
const keyOf = (i: number) => (i === 0 ? 'reminders-before' : `reminders-before-${i + 1}`);

/** The stored "72, 24" as Advanced saved it; the shipped hours when missing or unreadable. */
export function storedHours(before: string | undefined, after: string | undefined) {
  const parts = before === undefined ? ['72', '24'] : before.split(',').map((p) => p.trim());
  const hours =
    parts.length === 1 && parts[0] === ''
      ? []
      : parts.every((p) => /^\d{1,4}$/.test(p))
        ? parts.map(Number).sort((a, b) => b - a)
        : [72, 24];
  const thankYou = after !== undefined && /^\d{1,3}$/.test(after) ? Number(after) : 4;
  return { hours: hours.slice(0, 5), thankYou };
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  const settings = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['reminders.beforeHours', 'reminders.thankYouHours'])
    .execute();
  const stored = (key: string) => settings.find((s) => s.key === key)?.value;
  const { hours, thankYou } = storedHours(
    stored('reminders.beforeHours'),
    stored('reminders.thankYouHours'),
  );
  const existing = await db
    .selectFrom('message_rules')
    .select(['id', 'builtin', 'enabled'])
    .where('builtin', 'in', ['reminders-before', 'thank-you-after'])
    .execute();
  const wasOn = (key: string) => existing.find((r) => r.builtin === key)?.enabled !== 0;
  const at = new Date().toISOString();

  const put = async (
    builtin: string,
    row: { name: string; event: string; message: string },
    minutes: number,
    on: boolean,
  ) => {
    const found = await db
      .selectFrom('message_rules')
      .select('id')
      .where('builtin', '=', builtin)
      .executeTakeFirst();
    const fields = { offset_minutes: minutes, enabled: on ? 1 : 0, updated_at: at };
    if (found) {
      await db.updateTable('message_rules').set(fields).where('id', '=', found.id).execute();
      return found.id;
    }
    const inserted = await db
      .insertInto('message_rules')
      .values({
        ...fields,
        name: row.name,
        builtin,
        event: row.event,
        if_paid: 'any',
        if_signed: 'any',
        if_realtor: 'any',
        if_service: null,
        message_key: row.message,
        recipients: 'client',
        other_address: null,
        channel: 'email',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };

  const remindersOn = wasOn('reminders-before');
  const shipped = hours.length > 0 ? hours : [72, 24];
  const before: { id: number; hours: number }[] = [];
  for (let i = 0; i < Math.max(2, shipped.length); i++) {
    const h = shipped[i] ?? 24;
    const row = { name: NAMES[i]!, event: 'before', message: 'inspection-reminder' };
    const on = remindersOn && i < hours.length;
    before.push({ id: await put(keyOf(i), row, h * 60, on), hours: h });
  }
  const thankYouRow = {
    name: 'Thank-you after the inspection',
    event: 'after',
    message: 'inspection-thank-you',
  };
  const thankYouId = await put(
    'thank-you-after',
    thankYouRow,
    (thankYou || 4) * 60,
    wasOn('thank-you-after') && thankYou > 0,
  );

  // A reminder sent stands for its rule and for the farther ones it replaced.
  const sent = await db
    .selectFrom('order_reminders')
    .select(['order_id', 'reminder', 'starts_at'])
    .execute();
  for (const r of sent) {
    const h = /^before-(\d+)h$/.exec(r.reminder);
    const rules =
      r.reminder === 'thank-you'
        ? [thankYouId]
        : h
          ? before.filter((b) => b.hours >= Number(h[1])).map((b) => b.id)
          : [];
    const occurrence = new Date(r.starts_at).toISOString();
    for (const ruleId of rules)
      await db
        .insertInto('rule_sends')
        .values({ rule_id: ruleId, order_id: r.order_id, occurrence, sent_at: at })
        .onConflict((oc) => oc.columns(['rule_id', 'order_id', 'occurrence']).doNothing())
        .execute();
  }
}

export async function down(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  const added = db
    .selectFrom('message_rules')
    .select('id')
    .where('builtin', 'like', 'reminders-before-%');
  await db.deleteFrom('rule_sends').where('rule_id', 'in', added).execute();
  await db.deleteFrom('message_rules').where('builtin', 'like', 'reminders-before-%').execute();
}
