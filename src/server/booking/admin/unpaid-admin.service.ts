import type { Db } from '../../db/database';
import { cancelOrder, type OrderAdminDeps } from './orders-admin.service';
import { loadOrder } from '../orders/order-claim.service';
import type { Order } from '../orders/orders.repository';
import { countOpenUnpaid, listOpenUnpaid } from '../orders/unpaid-reservations.repository';

// Admin → Orders → Reservations without payment: the open ones (active, unpaid, ahead), and
// cancelling them in one step, each as a normal cancellation (customer e-mail, audit entry).

/** More than a page can usefully show; the oldest dates come first. */
const MAX_LISTED = 500;

export function openUnpaidReservations(db: Db, now: Date): Promise<Order[]> {
  return listOpenUnpaid(db, now.toISOString(), MAX_LISTED);
}

export function openUnpaidCount(db: Db, now: Date): Promise<number> {
  return countOpenUnpaid(db, now.toISOString());
}

export const NOT_UNPAID = 'is no longer an open reservation without payment';

export interface UnpaidCancellation {
  cancelled: Order[];
  /** Orders left alone, with why (paid meanwhile, already cancelled...). */
  skipped: { id: number; reason: string }[];
}

/**
 * Cancels each named reservation that is still active and unpaid; anything else (paid since, or
 * cancelled by someone else) is left as it is and reported.
 */
export async function cancelUnpaidReservations(
  deps: OrderAdminDeps,
  ids: number[],
): Promise<UnpaidCancellation> {
  const result: UnpaidCancellation = { cancelled: [], skipped: [] };
  for (const id of [...new Set(ids)]) {
    try {
      const order = await loadOrder(deps.db, id);
      if (order.bookingStatus !== 'active' || order.paymentStatus !== 'pending') {
        result.skipped.push({ id, reason: NOT_UNPAID });
        continue;
      }
      result.cancelled.push((await cancelOrder(deps, id)).order);
    } catch (error) {
      result.skipped.push({ id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
