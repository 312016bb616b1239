import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import type { MessageTemplatesTable } from '../db/schema';
import { toIso } from '../db/values';

// The only writer of message_templates: the office's wording of a message kind.

export interface StoredTemplate {
  key: string;
  subject: string;
  body: string;
  updatedBy: number | null;
  updatedAt: string;
}

const fromRow = (row: Selectable<MessageTemplatesTable>): StoredTemplate => ({
  key: row.key,
  subject: row.subject,
  body: row.body,
  updatedBy: row.updated_by,
  updatedAt: toIso(row.updated_at),
});

export async function findTemplate(db: Db, key: string): Promise<StoredTemplate | undefined> {
  return firstRow(db.selectFrom('message_templates').selectAll().where('key', '=', key), fromRow);
}

export async function listTemplates(db: Db): Promise<StoredTemplate[]> {
  const rows = await db.selectFrom('message_templates').selectAll().orderBy('key').execute();
  return rows.map(fromRow);
}

export async function upsertTemplate(
  db: Db,
  t: { key: string; subject: string; body: string; updatedBy: number; at: string },
): Promise<void> {
  const values = { subject: t.subject, body: t.body, updated_by: t.updatedBy, updated_at: t.at };
  await db
    .insertInto('message_templates')
    .values({ key: t.key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

export async function deleteTemplate(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('message_templates').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
