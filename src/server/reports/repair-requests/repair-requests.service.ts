import { formatCents } from '../../../shared/money';
import {
  creditCents,
  creditTotal,
  REPAIR_LIMITS,
  REPAIR_REQUEST_MESSAGES as M,
  type RepairAsk,
  type RepairItem,
  type RepairRequest,
} from '../../../shared/reports/repair-requests';
import type { Severity } from '../../../shared/reports/template';
import type { WebFinding, WebReport } from '../../../shared/reports/web-report';
import { realtorLinkState } from '../../../shared/realtor-access/realtor-access';
import { auditTrail } from '../../audit/audit.service';
import type { Db } from '../../db/database';
import { toIso } from '../../db/values';
import { HttpError, notFound } from '../../errors';
import { publishedVersion } from '../published/publish.service';
import { selectReinspectionOf } from '../reinspections/reinspections.repository';
import {
  countRequestsOfOrder,
  deleteItem,
  insertRequest,
  type RepairItemRow,
  type RepairLinkRow,
  type RepairRequestRow,
  selectItems,
  selectLinks,
  selectRequest,
  selectRequestTotals,
  selectRequestsOfOrder,
  touchRequest,
  upsertItem,
} from './repair-requests.repository';

// The repair requests of an order: named drafts, each a list of published findings with what is
// asked of the seller (docs/reports-writing.md, decision 057). Every change is audited.

const auditRequests = auditTrail('repair_request');

/** Who made a change: a signed-in user, or a realtor's session (no user). */
export interface RepairActor {
  userId: number | null;
  at: Date;
}

const itemOf = (row: RepairItemRow): RepairItem => ({
  findingId: row.finding_id,
  ask: row.ask as RepairAsk,
  creditCents: row.credit_cents,
  note: row.note,
  text: row.finding_text,
  severity: row.severity as Severity,
  location: row.location,
  section: row.section_title,
  item: row.item_title,
});

function answerOf(
  row: RepairRequestRow,
  items: RepairItemRow[],
  links: RepairLinkRow[],
  now: Date,
): RepairRequest {
  const own = items.filter((i) => i.request_id === row.id).map(itemOf);
  return {
    id: row.id,
    orderId: row.order_id,
    name: row.name,
    createdAt: toIso(row.created_at),
    items: own,
    creditTotalCents: creditTotal(own),
    links: links
      .filter((l) => l.request_id === row.id)
      .map((l) => {
        const link = {
          expiresAt: toIso(l.expires_at),
          revokedAt: l.revoked_at === null ? null : toIso(l.revoked_at),
        };
        return {
          id: l.id,
          createdAt: toIso(l.created_at),
          expiresAt: link.expiresAt,
          state: realtorLinkState(link, now),
        };
      }),
  };
}

export async function listRepairRequests(
  db: Db,
  orderId: number,
  now: Date,
): Promise<RepairRequest[]> {
  const rows = await selectRequestsOfOrder(db, orderId);
  const ids = rows.map((r) => r.id);
  const [items, links] = await Promise.all([selectItems(db, ids), selectLinks(db, ids)]);
  return rows.map((r) => answerOf(r, items, links, now));
}

export async function repairRequestAnswer(db: Db, id: number, now: Date): Promise<RepairRequest> {
  const row = await selectRequest(db, id);
  if (!row) throw notFound(M.notFound);
  const [items, links] = await Promise.all([selectItems(db, [id]), selectLinks(db, [id])]);
  return answerOf(row, items, links, now);
}

export async function createRepairRequest(
  db: Db,
  input: { orderId: number; name: string },
  by: RepairActor,
): Promise<RepairRequest> {
  // The published report must exist: a request is made from its findings.
  await publishedVersion(db, input.orderId).catch(() => {
    throw notFound(M.notFound);
  });
  // A reinspection checks a request: it starts none of its own (its web report offers none).
  if (await selectReinspectionOf(db, input.orderId)) throw new HttpError(400, M.ofReinspection);
  const id = await db.transaction().execute(async (trx) => {
    if ((await countRequestsOfOrder(trx, input.orderId)) >= REPAIR_LIMITS.requestsPerOrder)
      throw new HttpError(409, M.tooManyRequests);
    const made = await insertRequest(trx, {
      orderId: input.orderId,
      name: input.name,
      createdBy: by.userId,
      at: by.at.toISOString(),
    });
    await auditRequests(trx, by.userId, 'create', made, {
      orderId: input.orderId,
      name: input.name,
    });
    return made;
  });
  return repairRequestAnswer(db, id, by.at);
}

/** A finding of the latest published version, with the titles of its section and item. */
function findingIn(report: WebReport, findingId: string) {
  for (const section of report.sections)
    for (const item of section.items) {
      const finding: WebFinding | undefined = item.findings.find((f) => f.id === findingId);
      if (finding) return { finding, section: section.title, item: item.title };
    }
  return undefined;
}

export async function saveRepairItem(
  db: Db,
  row: RepairRequestRow,
  input: { findingId: string; ask: RepairAsk; credit?: string; note: string },
  by: RepairActor,
): Promise<RepairRequest> {
  const credit = input.ask === 'credit' ? creditCents(input.credit ?? '') : null;
  if (credit === undefined) throw new HttpError(400, M.credit, { fields: { credit: M.credit } });
  const version = await publishedVersion(db, row.order_id);
  const found = findingIn(JSON.parse(version.snapshotJson ?? '{}') as WebReport, input.findingId);
  if (!found) throw new HttpError(400, M.noFinding);
  await db.transaction().execute(async (trx) => {
    const at = by.at.toISOString();
    await upsertItem(trx, {
      request_id: row.id,
      finding_id: input.findingId,
      ask: input.ask,
      credit_cents: credit,
      note: input.note,
      finding_text: found.finding.text,
      severity: found.finding.severity,
      location: found.finding.location,
      section_title: found.section.slice(0, 120),
      item_title: found.item.slice(0, 120),
      added_at: at,
    });
    await touchRequest(trx, row.id, at);
    await auditRequests(trx, by.userId, 'save-finding', row.id, {
      findingId: input.findingId,
      ask: input.ask,
      creditCents: credit,
    });
  });
  return repairRequestAnswer(db, row.id, by.at);
}

export async function removeRepairItem(
  db: Db,
  row: RepairRequestRow,
  findingId: string,
  by: RepairActor,
): Promise<RepairRequest> {
  await db.transaction().execute(async (trx) => {
    if ((await deleteItem(trx, row.id, findingId)) === 0) return;
    await touchRequest(trx, row.id, by.at.toISOString());
    await auditRequests(trx, by.userId, 'remove-finding', row.id, { findingId });
  });
  return repairRequestAnswer(db, row.id, by.at);
}

/** "First ask: 2 findings, credits $250.00; ..." per order, for the orders CSV. */
export async function repairRequestSummaries(
  db: Db,
  orderIds: number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  // Bounded lists: the export may hold thousands of orders.
  for (let i = 0; i < orderIds.length; i += 500)
    for (const r of await selectRequestTotals(db, orderIds.slice(i, i + 500))) {
      const line = `${r.name}: ${r.items} finding${r.items === 1 ? '' : 's'}, credits ${formatCents(r.creditCents)}`;
      out.set(r.orderId, out.has(r.orderId) ? `${out.get(r.orderId)}; ${line}` : line);
    }
  return out;
}
