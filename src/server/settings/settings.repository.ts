import type { Db } from '../db/database';
import { insertIfMissing } from '../db/inserts';
import { publicDataChanged } from '../cache/cache.service';

/**
 * A change to a setting moves the `settings` version in the same transaction: the rendered pages
 * carry the settings, and every process drops its copies of them once it commits (decision 075).
 */
async function withSettingsVersion(db: Db, change: (db: Db) => Promise<unknown>): Promise<void> {
  if (db.isTransaction) {
    await change(db);
    await publicDataChanged(db, db, 'settings');
    return;
  }
  await db.transaction().execute(async (trx) => {
    await change(trx);
    await publicDataChanged(db, trx, 'settings');
  });
}

/** Every stored setting as read at once: readers take their keys from it, no statement each. */
export class SettingsSnapshot {
  constructor(private readonly stored: ReadonlyMap<string, string>) {}

  pick(keys: readonly string[]): Map<string, string> {
    const picked = new Map<string, string>();
    for (const key of keys) {
      const value = this.stored.get(key);
      if (value !== undefined) picked.set(key, value);
    }
    return picked;
  }
}

/** Where settings are read from: the database, or a snapshot of it read before. */
export type SettingsSource = Db | SettingsSnapshot;

/** Every setting in one statement. */
export async function readAllSettings(db: Db): Promise<SettingsSnapshot> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return new SettingsSnapshot(new Map(rows.map((r) => [r.key, r.value])));
}

export async function getSetting(db: SettingsSource, key: string): Promise<string | undefined> {
  return (await getSettings(db, [key])).get(key);
}

export async function getSettings(
  db: SettingsSource,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (db instanceof SettingsSnapshot) return db.pick(keys);
  const rows = await db
    .selectFrom('settings')
    .selectAll()
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await withSettingsVersion(db, (db) =>
    db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute(),
  );
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await withSettingsVersion(db, (db) => db.deleteFrom('settings').where('key', '=', key).execute());
}

/** Inserts only when absent; answers the stored value (first writer wins across processes). */
export async function ensureSetting(db: Db, key: string, value: string): Promise<string> {
  await insertIfMissing(db.insertInto('settings').values({ key, value }), 'key');
  return (await getSetting(db, key)) ?? value;
}

/** True for exactly one caller, ever, per key: a once-only marker safe across processes. */
export async function claimOnce(db: Db, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
