import type { Db } from '../../db/database';
import type { OrderPaymentStatus } from '../../db/schema';
import { touchedAny } from '../../db/row-counts';

// A cancellation's writes to the orders table (booking owns it): the claim proven still held
// before money moves, then active → cancelled by the claim's holder on the slot it priced.

/** What a cancellation wrote: who, the fee, and the money as the payments module left it. */
export interface CancellationFacts {
  by: 'customer' | 'admin';
  feeCents: number;
  paymentStatus: OrderPaymentStatus;
  capturedCents: number | null;
}

/** The claim a cancellation holds: its mark on the row and the slot its fee was priced on. */
export interface CancelClaim {
  leaseUntil: string;
  slotId: number;
}

/** The order as the claim left it: still active, at the priced slot, with the claim's mark. */
const claimStillHeld = (id: number, claim: CancelClaim) =>
  ({ id, booking_status: 'active', slot_id: claim.slotId, updated_at: claim.leaseUntil }) as const;

/**
 * Proves the claim still holds (its mark, still active, still at the priced slot) and renews it
 * to `renewedUntil`; false when it lapsed and another change took the order meanwhile.
 */
export async function renewCancelClaim(
  db: Db,
  id: number,
  claim: CancelClaim,
  renewedUntil: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set({ updated_at: renewedUntil })
      .where((eb) => eb.and(claimStillHeld(id, claim))),
  );
}

/**
 * active → cancelled with its facts, ending the claim (only its holder writes, and only while the
 * order is at the slot the fee was priced on) and raising the calendar sequence (the cancellation
 * is the invitation's next version).
 */
export async function markCancelledWith(
  db: Db,
  id: number,
  facts: CancellationFacts,
  claim: CancelClaim,
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('orders')
      .set((eb) => ({
        booking_status: 'cancelled',
        cancelled_at: now,
        updated_at: now,
        cancelled_by: facts.by,
        cancel_fee_cents: facts.feeCents,
        payment_status: facts.paymentStatus,
        captured_cents: facts.capturedCents,
        calendar_sequence: eb('calendar_sequence', '+', 1),
      }))
      .where((eb) => eb.and(claimStillHeld(id, claim))),
  );
}
