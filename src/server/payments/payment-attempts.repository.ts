import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PaymentAttemptKind, PaymentAttemptStatus, PaymentAttemptsTable } from '../db/schema';
import { toIso } from '../db/values';

export interface PaymentAttempt {
  id: number;
  kind: PaymentAttemptKind;
  orderUuid: string | null;
  orderId: number | null;
  sessionId: string | null;
  transactionId: string | null;
  amountCents: number | null;
  invoiceNumber: string | null;
  status: PaymentAttemptStatus;
  responseCode: string | null;
  authCode: string | null;
  message: string | null;
  reconcileStatus: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewAttempt {
  kind: PaymentAttemptKind;
  orderUuid: string | null;
  orderId: number | null;
  sessionId: string | null;
  transactionId: string | null;
  amountCents: number | null;
  invoiceNumber: string | null;
}

export interface AttemptResult {
  status: Exclude<PaymentAttemptStatus, 'started'>;
  transactionId: string | null;
  responseCode: string | null;
  authCode: string | null;
  message: string;
}

export async function insertAttempt(db: Db, a: NewAttempt, now: string): Promise<number> {
  const row = await db
    .insertInto('payment_attempts')
    .values({
      kind: a.kind,
      order_uuid: a.orderUuid,
      order_id: a.orderId,
      session_id: a.sessionId,
      transaction_id: a.transactionId,
      amount_cents: a.amountCents,
      invoice_number: a.invoiceNumber,
      status: 'started',
      response_code: null,
      auth_code: null,
      message: null,
      reconcile_status: null,
      reconcile_claimed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function completeAttempt(
  db: Db,
  id: number,
  r: AttemptResult,
  now: string,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({
      status: r.status,
      // A refused call keeps the transaction id it was about (capture/void).
      ...(r.transactionId ? { transaction_id: r.transactionId } : {}),
      response_code: r.responseCode,
      auth_code: r.authCode,
      message: r.message.slice(0, 500),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

type Row = Selectable<PaymentAttemptsTable>;

export const toAttempt = (r: Row): PaymentAttempt => ({
  id: r.id,
  kind: r.kind,
  orderUuid: r.order_uuid,
  orderId: r.order_id,
  sessionId: r.session_id,
  transactionId: r.transaction_id,
  amountCents: r.amount_cents,
  invoiceNumber: r.invoice_number,
  status: r.status,
  responseCode: r.response_code,
  authCode: r.auth_code,
  message: r.message,
  reconcileStatus: r.reconcile_status,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export async function findAttempt(db: Db, id: number): Promise<PaymentAttempt | undefined> {
  const row = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** Every attempt about one transaction or one order, oldest first. */
export async function listAttempts(
  db: Db,
  by: { transactionId: string } | { orderUuid: string },
): Promise<PaymentAttempt[]> {
  const q = db.selectFrom('payment_attempts').selectAll();
  const rows = await (
    'transactionId' in by
      ? q.where('transaction_id', '=', by.transactionId)
      : q.where('order_uuid', '=', by.orderUuid)
  )
    .orderBy('id')
    .execute();
  return rows.map(toAttempt);
}

/** The approved authorization of a transaction, if this server made it. */
export async function findApprovedAuthorization(
  db: Db,
  transactionId: string,
): Promise<PaymentAttempt | undefined> {
  const row = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('kind', '=', 'authorize')
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'approved')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && toAttempt(row);
}

/**
 * Marks an authorization as belonging to a saved order. Only one side wins between an order
 * claiming it and the reconciliation job voiding it: both move the row only while it is free.
 */
export async function claimAuthorization(
  db: Db,
  transactionId: string,
  orderId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({ order_id: orderId, updated_at: now })
    .where('kind', '=', 'authorize')
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'approved')
    .where('order_id', 'is', null)
    .where('reconcile_status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a saved order carries this transaction id. */
export async function orderHasTransaction(db: Db, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
