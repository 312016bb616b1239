import type { Db } from '../../db/database';
import { firstRow } from '../../db/first-row';
import { touchedAny } from '../../db/row-counts';
import { toIso } from '../../db/values';

// The one writer of manage_links. Spending is a conditional UPDATE: of two clicks, one wins.

export interface ManageLink {
  id: number;
  orderId: number;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertManageLink(
  db: Db,
  link: { orderId: number; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('manage_links')
    .values({
      order_id: link.orderId,
      token_hash: link.tokenHash,
      created_at: link.now,
      expires_at: link.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findManageLinkByHash(
  db: Db,
  tokenHash: string,
): Promise<ManageLink | undefined> {
  return firstRow(
    db
      .selectFrom('manage_links')
      .select(['id', 'order_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash),
    (row) => ({
      id: row.id,
      orderId: row.order_id,
      expiresAt: toIso(row.expires_at),
      usedAt: row.used_at === null ? null : toIso(row.used_at),
    }),
  );
}

/** Marks a live link used; false when it was already used or has expired meanwhile. */
export async function spendManageLink(db: Db, id: number, now: string): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('manage_links')
      .set({ used_at: now })
      .where((eb) => eb.and({ id, used_at: null }))
      .where('expires_at', '>', now),
  );
}

/** Links dead for a while are of no use to anyone. */
export async function deleteManageLinksBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('manage_links').where('expires_at', '<', before).execute();
}
