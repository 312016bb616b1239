import type { Kysely } from 'kysely';
import { timeType } from './helpers';
import { addColumns, dropColumns } from './schema-steps';

// A shipped rule the office edited sends through the rules engine from then on, not its own code
// (decision 071); null: as shipped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'message_rules', [['customized_at', timeType(db)]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'message_rules', ['customized_at']);
}
