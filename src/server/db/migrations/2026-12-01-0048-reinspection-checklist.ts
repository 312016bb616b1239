import type { Kysely } from 'kysely';
import { addColumns, dropColumns } from './schema-steps';

// A reinspection keeps its checklist (the findings it checks, as its report's document) from the
// moment it is made: a later edit of the repair request no longer changes a visit in progress.
// Rows made before it get theirs when the report is first opened. Decision 072.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'reinspections', [['checklist_json', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'reinspections', ['checklist_json']);
}
