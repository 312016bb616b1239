import { randomUUID } from 'node:crypto';
import { centsToDecimal, formatCents } from '../../../shared/money';
import type { PriceLine } from '../../../shared/booking/pricing';
import {
  REINSPECTION_MESSAGES as M,
  type ReinspectionLinks,
} from '../../../shared/reports/reinspections';
import type { Service } from '../../../shared/services/service';
import { auditTrail } from '../../audit/audit.service';
import { storedRecord } from '../../booking/order-docs';
import { findOrder, type Order } from '../../booking/orders-list.service';
import { publicDataChanged } from '../../cache/cache.service';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { listServices } from '../../services/services.service';
import { insertSlots, slotAtStart } from '../../slots/slots.service';
import { hasActiveOrderForSlot, insertOrder } from '../../booking/orders/staff-orders.service';
import { selectRequest } from '../repair-requests/repair-requests.repository';
import { selectReportOfOrder } from '../writing/drafts.repository';
import { buildChecklist } from './reinspection-template';
import {
  insertReinspection,
  selectReinspectionOf,
  selectReinspectionsOfOriginals,
  selectReinspectionsOfOrders,
} from './reinspections.repository';

// Reinspections: an order of its own with the Reinspection service, linked to the order whose
// published report it checks and to the repair request it came from (decision 066).

const auditReinspections = auditTrail('reinspection');

/** The enabled Reinspection service (its price and length), or the reason there is none. */
export async function reinspectionService(db: Db): Promise<Service> {
  const service = (await listServices(db)).find((s) => s.category === 'reinspection' && s.enabled);
  if (!service) throw badRequest(M.noService);
  return service;
}

/**
 * The order a reinspection may be made of: it exists, is not itself a reinspection, and its
 * report is published (the reinspection checks what was published). The request, when given, is
 * one of its own.
 */
export async function reinspectableOrder(
  db: Db,
  originalOrderId: number,
  repairRequestId: number | null,
): Promise<Order> {
  const original = await findOrder(db, originalOrderId);
  if (!original) throw notFound(M.notFound);
  if (await selectReinspectionOf(db, originalOrderId)) throw badRequest(M.isReinspection);
  const report = await selectReportOfOrder(db, originalOrderId);
  if (!report || report.publishedVersion < 1) throw badRequest(M.notPublished);
  if (repairRequestId !== null) {
    const request = await selectRequest(db, repairRequestId);
    if (request?.order_id !== originalOrderId) throw badRequest(M.requestNotOfOrder);
  }
  return original;
}

/** The reinspection's one price line. */
export const reinspectionLine = (s: Service): PriceLine => ({
  serviceId: s.id,
  slug: s.slug,
  name: s.name,
  category: s.category,
  unitCents: s.price_cents,
  quantity: 1,
  amountCents: s.price_cents,
});

export interface OfficeReinspection {
  originalOrderId: number;
  repairRequestId: number | null;
  /** The visit's start (UTC ISO), in the future. */
  start: string;
  inspectorId: number | null;
  by: { userId: number };
  /** The UID of the order's calendar entries, from its order_uuid (as a booking stores it). */
  calendarUid?: (orderUuid: string) => string;
  /** Runs in the order's transaction once it is linked: queues the client's confirmation. */
  afterSave?: (trx: Db, orderId: number) => Promise<void>;
}

/**
 * The office's Create reinspection: a slot at the time for the inspector (the one already offered
 * there when it is free), and an order on it for the original's client and property, to be paid
 * later like a pay-later booking. Audited; all or nothing.
 */
export async function createOfficeReinspection(
  db: Db,
  input: OfficeReinspection,
  now: Date,
): Promise<number> {
  const original = await reinspectableOrder(db, input.originalOrderId, input.repairRequestId);
  const service = await reinspectionService(db);
  if (Date.parse(input.start) <= now.getTime()) throw badRequest(M.timePassed);
  const line = reinspectionLine(service);
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let slotId = await slotAtStart(trx, input.start, input.inspectorId);
    if (slotId !== undefined && (await hasActiveOrderForSlot(trx, slotId)))
      throw conflict(M.slotTaken);
    slotId ??= (
      await insertSlots(
        trx,
        [{ startsAt: input.start, title: service.name, inspectorId: input.inspectorId }],
        nowIso,
      )
    )[0]!;
    const cart: Record<string, unknown> = {
      ...storedRecord(original.cartJson),
      selectedSlotId: slotId,
      selectedSlot: { id: slotId, start: input.start, title: service.name },
      selectedAddons: [],
      additionalUnits: 0,
      totalPrice: formatCents(line.amountCents),
      totalPriceDecimal: centsToDecimal(line.amountCents),
      timestamp: now.getTime(),
      addedAt: nowIso,
    };
    const orderUuid = randomUUID();
    const orderId = await insertOrder(
      trx,
      {
        orderUuid,
        calendarUid: input.calendarUid?.(orderUuid) ?? null,
        slotId,
        userId: original.userId,
        sessionId: null,
        paymentStatus: 'pending',
        paymentMethod: 'pay-later',
        totalCents: line.amountCents,
        priceLines: [line],
        cart,
        checkout: { ...storedRecord(original.checkoutJson), paymentMethod: 'pay-later' },
        customerEmail: original.customerEmail,
        customerName: original.customerName,
        customerPhone: original.customerPhone,
        transactionId: null,
        authCode: null,
        responseCode: null,
        authorizedCents: null,
        capturedCents: null,
        visitMinutes: service.minutes,
        visitFullDay: false,
      },
      nowIso,
    );
    await linkReinspection(trx, {
      orderId,
      originalOrderId: original.id,
      repairRequestId: input.repairRequestId,
      userId: input.by.userId,
      at: now,
      source: 'office',
    });
    await input.afterSave?.(trx, orderId);
    await publicDataChanged(db, trx, 'slots');
    return orderId;
  });
}

/** Links a new order as the reinspection of another (in the order's transaction), audited. */
export async function linkReinspection(
  trx: Db,
  l: {
    orderId: number;
    originalOrderId: number;
    repairRequestId: number | null;
    userId: number | null;
    at: Date;
    source: 'office' | 'client';
  },
): Promise<void> {
  // The checklist is built now and kept: later edits of the request leave this visit alone.
  const checklist = await buildChecklist(trx, {
    original_order_id: l.originalOrderId,
    repair_request_id: l.repairRequestId,
  });
  await insertReinspection(
    trx,
    {
      orderId: l.orderId,
      originalOrderId: l.originalOrderId,
      repairRequestId: l.repairRequestId,
      createdBy: l.userId,
      checklistJson: JSON.stringify(checklist),
    },
    l.at.toISOString(),
  );
  await auditReinspections(trx, l.userId, 'create', l.orderId, {
    originalOrderId: l.originalOrderId,
    repairRequestId: l.repairRequestId,
    source: l.source,
  });
}

/** The reinspection this order is, and the ones made of it. */
export async function reinspectionLinks(db: Db, orderId: number): Promise<ReinspectionLinks> {
  const [own, made] = await Promise.all([
    selectReinspectionOf(db, orderId),
    selectReinspectionsOfOriginals(db, [orderId]),
  ]);
  const orders = await Promise.all(made.map((r) => findOrder(db, r.order_id)));
  return {
    of: own ? { orderId: own.original_order_id, repairRequestId: own.repair_request_id } : null,
    reinspections: made.map((r, i) => ({
      orderId: r.order_id,
      slotStart: orders[i]?.slotStart ?? '',
    })),
  };
}

/** For the orders CSV: "Reinspection of #12" or "Reinspections: #40, #41", per order id. */
export async function reinspectionSummaries(
  db: Db,
  orderIds: number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  // Bounded lists: the export may hold thousands of orders.
  for (let i = 0; i < orderIds.length; i += 500) {
    const ids = orderIds.slice(i, i + 500);
    const [own, made] = await Promise.all([
      selectReinspectionsOfOrders(db, ids),
      selectReinspectionsOfOriginals(db, ids),
    ]);
    for (const r of own) out.set(r.order_id, `Reinspection of #${r.original_order_id}`);
    const byOriginal = new Map<number, number[]>();
    for (const r of made)
      byOriginal.set(r.original_order_id, [
        ...(byOriginal.get(r.original_order_id) ?? []),
        r.order_id,
      ]);
    for (const [id, list] of byOriginal)
      out.set(id, `Reinspections: ${list.map((n) => `#${n}`).join(', ')}`);
  }
  return out;
}
