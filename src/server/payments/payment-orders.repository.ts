import type { Db } from '../db/database';
import { type PaymentAttempt, toAttempt } from './payment-attempts.repository';

/**
 * Takes an unclaimed authorization of this browser session for a void (SPEC §4: the order could
 * not be saved). Like an order's claim and the reconciliation job's, it moves the row only while
 * nobody else has it; a failed void leaves it to the job.
 */
export async function claimForVoid(
  db: Db,
  transactionId: string,
  sessionId: string,
  now: string,
): Promise<PaymentAttempt | undefined> {
  const claimed = await db
    .updateTable('payment_attempts')
    .set((eb) => ({
      reconcile_status: 'claimed',
      reconcile_claimed_at: now,
      reconcile_tries: eb('reconcile_tries', '+', 1),
      updated_at: now,
    }))
    .where('kind', '=', 'authorize')
    .where('transaction_id', '=', transactionId)
    .where('session_id', '=', sessionId)
    // Approved, or held for review (response code 4): the ones that hold money.
    .where((eb) => eb.or([eb('status', '=', 'approved'), eb('response_code', '=', '4')]))
    .where('order_id', 'is', null)
    .where('reconcile_status', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return claimed && toAttempt(claimed);
}

/**
 * The one payment fact written on an order (the booking module owns the table): its capture.
 * Only an authorized order moves to paid.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  capturedCents: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'paid', captured_cents: capturedCents, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'authorized')
    .execute();
}
