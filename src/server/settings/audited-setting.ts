import { auditTrail } from '../audit/audit.service';
import type { Db } from '../db/database';
import { getSetting, setSetting } from './settings.repository';

// An administrator's change to a setting is written and audited in one transaction, or not at all.

const auditSettings = auditTrail('settings');

/**
 * One setting with a default: `read` turns the stored text (or none) into its value; `save` writes
 * an administrator's change with an audit entry and answers whether it changed.
 */
export function auditedSetting<T extends string | number>(spec: {
  key: string;
  section: string;
  read: (stored: string | undefined) => T;
  details?: (from: T, to: T) => Record<string, unknown>;
}) {
  const { key, section, read, details = (from, to) => ({ from, to }) } = spec;
  const get = async (db: Db): Promise<T> => read(await getSetting(db, key));
  const set = (db: Db, value: T) => setSetting(db, key, String(value));
  const save = async (db: Db, actorId: number, value: T): Promise<boolean> => {
    const before = await get(db);
    if (before === value) return false;
    await db.transaction().execute(async (trx) => {
      await set(trx, value);
      await auditSettings(trx, actorId, 'update', section, details(before, value));
    });
    return true;
  };
  return { get, set, save };
}

/**
 * Writes the values of `input` that differ from `before`, with one audit entry listing each
 * `{ from, to }`; answers the names that changed.
 */
export async function saveChangedSettings<S extends object>(
  db: Db,
  actorId: number,
  section: string,
  change: { before: S; input: S; names: readonly (keyof S)[] },
  write: (trx: Db, name: keyof S) => Promise<void>,
): Promise<(keyof S)[]> {
  const { before, input } = change;
  const changed = change.names.filter((k) => before[k] !== input[k]);
  if (changed.length === 0) return [];
  await db.transaction().execute(async (trx) => {
    for (const name of changed) await write(trx, name);
    const details = Object.fromEntries(changed.map((k) => [k, { from: before[k], to: input[k] }]));
    await auditSettings(trx, actorId, 'update', section, details);
  });
  return changed;
}
