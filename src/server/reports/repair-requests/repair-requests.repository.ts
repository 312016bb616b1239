import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  RepairRequestItemsTable,
  RepairRequestLinksTable,
  RepairRequestsTable,
} from '../../db/schema';
import { updateByIdWhile } from '../../db/updates';
import { toIso } from '../../db/values';

// The SQL of the repair requests, their items and the seller's links (this room owns them).

export type RepairRequestRow = Selectable<RepairRequestsTable>;
export type RepairItemRow = Selectable<RepairRequestItemsTable>;
export type RepairLinkRow = Selectable<RepairRequestLinksTable>;

/** Every read of whole rows below narrows one of these. */
const requests = (db: Db) => db.selectFrom('repair_requests').selectAll();
const links = (db: Db) => db.selectFrom('repair_request_links').selectAll();

export function selectRequestsOfOrder(db: Db, orderId: number): Promise<RepairRequestRow[]> {
  return requests(db).where('order_id', '=', orderId).orderBy('id').execute();
}

export function selectRequest(db: Db, id: number): Promise<RepairRequestRow | undefined> {
  return requests(db).where('id', '=', id).executeTakeFirst();
}

export async function countRequestsOfOrder(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('repair_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRequest(
  db: Db,
  row: { orderId: number; name: string; createdBy: number | null; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('repair_requests')
    .values({
      order_id: row.orderId,
      name: row.name,
      created_by: row.createdBy,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function touchRequest(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('repair_requests').set({ updated_at: at }).where('id', '=', id).execute();
}

export function selectItems(db: Db, requestIds: number[]): Promise<RepairItemRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('repair_request_items')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('added_at')
    .orderBy('finding_id')
    .execute();
}

/** Adds the finding, or changes what is asked of it (its copy stays as first added). */
export async function upsertItem(db: Db, item: RepairItemRow): Promise<void> {
  await db
    .insertInto('repair_request_items')
    .values({ ...item, added_at: toIso(item.added_at) })
    .onConflict((oc) =>
      oc.columns(['request_id', 'finding_id']).doUpdateSet({
        ask: item.ask,
        credit_cents: item.credit_cents,
        note: item.note,
      }),
    )
    .execute();
}

export async function deleteItem(db: Db, requestId: number, findingId: string): Promise<number> {
  const result = await db
    .deleteFrom('repair_request_items')
    .where('request_id', '=', requestId)
    .where('finding_id', '=', findingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function selectLinks(db: Db, requestIds: number[]): Promise<RepairLinkRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return links(db).where('request_id', 'in', requestIds).orderBy('id').execute();
}

export function selectLink(db: Db, id: number): Promise<RepairLinkRow | undefined> {
  return links(db).where('id', '=', id).executeTakeFirst();
}

export function selectLinkByHash(db: Db, tokenHash: string): Promise<RepairLinkRow | undefined> {
  return links(db).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertLink(
  db: Db,
  row: {
    requestId: number;
    tokenHash: string;
    createdBy: number | null;
    at: string;
    expiresAt: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('repair_request_links')
    .values({
      request_id: row.requestId,
      token_hash: row.tokenHash,
      created_by: row.createdBy,
      created_at: row.at,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function revokeLink(db: Db, id: number, at: string): Promise<void> {
  await updateByIdWhile(db, 'repair_request_links', id, { revoked_at: null }, { revoked_at: at });
}

/** Per order: each request's name, how many findings and the credits asked (the CSV's cell). */
export async function selectRequestTotals(
  db: Db,
  orderIds: number[],
): Promise<{ orderId: number; name: string; items: number; creditCents: number }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('repair_requests')
    .leftJoin('repair_request_items', 'repair_request_items.request_id', 'repair_requests.id')
    .select((eb) => [
      'repair_requests.order_id',
      'repair_requests.name',
      eb.fn.count<number>('repair_request_items.finding_id').as('items'),
      eb.fn.sum<number>('repair_request_items.credit_cents').as('credit'),
    ])
    .where('repair_requests.order_id', 'in', orderIds)
    .groupBy(['repair_requests.id', 'repair_requests.order_id', 'repair_requests.name'])
    .orderBy('repair_requests.id')
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    name: r.name,
    items: Number(r.items),
    creditCents: Number(r.credit ?? 0),
  }));
}
