import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, PaymentRefundsTable, RefundStatus } from '../../db/schema';
import { touchedAny } from '../../db/row-counts';
import { toIso } from '../../db/values';

// The one writer of payment_refunds: what a cancelled order is owed back, from 'due' (waiting
// for the capture to settle) to 'issued' (the gateway made the refund) or 'failed' (staff).

export interface PaymentRefund {
  id: number;
  orderId: number;
  orderUuid: string;
  transactionId: string;
  amountCents: number;
  status: RefundStatus;
  refundTransactionId: string | null;
  message: string | null;
  tries: number;
  claimedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  issuedAt: string | null;
}

const toRefund = (r: Selectable<PaymentRefundsTable>): PaymentRefund => ({
  id: r.id,
  orderId: r.order_id,
  orderUuid: r.order_uuid,
  transactionId: r.transaction_id,
  amountCents: r.amount_cents,
  status: r.status,
  refundTransactionId: r.refund_transaction_id,
  message: r.message,
  tries: r.tries,
  claimedUntil: r.claimed_until === null ? null : toIso(r.claimed_until),
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
  issuedAt: r.issued_at === null ? null : toIso(r.issued_at),
});

/** A new refund row, 'due'; `claimedUntil` set when the caller issues it at once. */
export async function insertRefund(
  db: Db,
  r: Pick<PaymentRefund, 'orderId' | 'orderUuid' | 'transactionId' | 'amountCents'>,
  opts: { now: string; claimedUntil: string | null },
): Promise<PaymentRefund> {
  const row = await db
    .insertInto('payment_refunds')
    .values({
      order_id: r.orderId,
      order_uuid: r.orderUuid,
      transaction_id: r.transactionId,
      amount_cents: r.amountCents,
      status: 'due',
      refund_transaction_id: null,
      message: null,
      claimed_until: opts.claimedUntil,
      created_at: opts.now,
      updated_at: opts.now,
      issued_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRefund(row);
}

export async function listRefundsOfOrder(db: Db, orderId: number): Promise<PaymentRefund[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map(toRefund);
}

/** What is already owed or given back against a transaction (failed rows do not count). */
export async function openRefundCents(db: Db, transactionId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['due', 'issued'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Due, and held by no process: never claimed, or its claim ran out by `now`. */
const dueAndFree = (now: string) => (eb: ExpressionBuilder<Database, 'payment_refunds'>) =>
  eb.and([
    eb('status', '=', 'due'),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);

/** Due rows nobody holds now, oldest first. */
export async function listDueRefunds(db: Db, now: string, limit: number): Promise<PaymentRefund[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where(dueAndFree(now))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRefund);
}

/** Takes a due row until `until`; false when another process holds it or it is no longer due. */
export function claimRefund(db: Db, id: number, opts: { now: string; until: string }) {
  return touchedAny(
    db
      .updateTable('payment_refunds')
      .set({ claimed_until: opts.until, updated_at: opts.now })
      .where('id', '=', id)
      .where(dueAndFree(opts.now)),
  );
}

/** Leaves a row due for a later look (still unsettled, or the gateway could not be asked). */
export async function releaseRefund(
  db: Db,
  id: number,
  opts: { now: string; failedTry: boolean; message: string | null },
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set((eb) => ({
      claimed_until: null,
      updated_at: opts.now,
      ...(opts.failedTry
        ? { tries: eb('tries', '+', 1), message: opts.message?.slice(0, 500) }
        : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', 'due')
    .execute();
}

/** How a claimed row ends: issued (with the refund's own transaction), or failed for staff. */
export type RefundOutcome =
  { status: 'issued'; refundTransactionId: string } | { status: 'failed'; message: string };

/** Ends a claimed row with its outcome; a failure counts as one more try. */
export async function recordRefundOutcome(
  db: Db,
  id: number,
  outcome: RefundOutcome,
  now: string,
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set((eb) => ({
      status: outcome.status,
      claimed_until: null,
      updated_at: now,
      ...(outcome.status === 'issued'
        ? { refund_transaction_id: outcome.refundTransactionId, message: null, issued_at: now }
        : { message: outcome.message.slice(0, 500), tries: eb('tries', '+', 1) }),
    }))
    .where('id', '=', id)
    .execute();
}

/** Cents refunded (issued) per order, for these orders; orders without one are left out. */
export async function sumIssuedRefunds(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  // In parts: SQLite and PostgreSQL cap a statement's parameters.
  for (let i = 0; i < orderIds.length; i += 500) {
    const rows = await db
      .selectFrom('payment_refunds')
      .select(['order_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
      .where('status', '=', 'issued')
      .where('order_id', 'in', orderIds.slice(i, i + 500))
      .groupBy('order_id')
      .execute();
    for (const r of rows) sums.set(Number(r.order_id), Number(r.cents));
  }
  return sums;
}
