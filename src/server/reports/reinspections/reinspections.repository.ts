import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReinspectionsTable } from '../../db/schema';

// The one writer of reinspections: which order checks which order again, from which request.

export type ReinspectionRow = Selectable<ReinspectionsTable>;

export async function insertReinspection(
  db: Db,
  row: {
    orderId: number;
    originalOrderId: number;
    repairRequestId: number | null;
    createdBy: number | null;
    /** The checklist it checks (a TemplateDocument), kept from now on. */
    checklistJson: string;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('reinspections')
    .values({
      order_id: row.orderId,
      original_order_id: row.originalOrderId,
      repair_request_id: row.repairRequestId,
      created_by: row.createdBy,
      created_at: now,
      checklist_json: row.checklistJson,
    })
    .execute();
}

/** Keeps the checklist of a reinspection made before checklists were kept; the first one wins. */
export async function updateChecklistIfMissing(
  db: Db,
  orderId: number,
  checklistJson: string,
): Promise<void> {
  await db
    .updateTable('reinspections')
    .set({ checklist_json: checklistJson })
    .where('order_id', '=', orderId)
    .where('checklist_json', 'is', null)
    .execute();
}

/** Every read below narrows this. */
const reinspections = (db: Db) => db.selectFrom('reinspections').selectAll();

export function selectReinspectionOf(db: Db, orderId: number) {
  return reinspections(db).where('order_id', '=', orderId).executeTakeFirst();
}

/** The reinspections made of these orders (bounded by the caller's list). */
export function selectReinspectionsOfOriginals(db: Db, originalIds: number[]) {
  if (originalIds.length === 0) return Promise.resolve([] as ReinspectionRow[]);
  return reinspections(db)
    .where('original_order_id', 'in', originalIds)
    .orderBy('order_id')
    .execute();
}

/** The rows of these orders when they are reinspections. */
export function selectReinspectionsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as ReinspectionRow[]);
  return reinspections(db).where('order_id', 'in', orderIds).execute();
}
