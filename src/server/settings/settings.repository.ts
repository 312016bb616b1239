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

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  return (await getSettings(db, [key])).get(key);
}

export async function getSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
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
