import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type {
  Database,
  PaymentAttemptKind,
  PaymentAttemptStatus,
  PaymentAttemptsTable,
} from '../db/schema';
import { firstRow } from '../db/first-row';
import { toIso } from '../db/values';
import { hasAnyRow, touchedAny } from '../db/row-counts';

// The one writer of payment_attempts: every gateway call's row, and the claims that decide who
// owns an authorization (an order, a browser's void, or the reconciliation job).

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

export type NewAttempt = Pick<
  PaymentAttempt,
  'kind' | 'orderUuid' | 'orderId' | 'sessionId' | 'transactionId' | 'amountCents' | 'invoiceNumber'
>;

export interface AttemptResult {
  status: Exclude<PaymentAttemptStatus, 'started'>;
  transactionId: string | null;
  responseCode: string | null;
  authCode: string | null;
  message: string;
}

export type ReconcileStatus =
  'claimed' | 'voided' | 'nothing-to-void' | 'kept' | 'retry' | 'failed';

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

export const toAttempt = (r: Selectable<PaymentAttemptsTable>): PaymentAttempt => ({
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

const attemptRows = (db: Db) => db.selectFrom('payment_attempts').selectAll();

export async function findAttempt(db: Db, id: number): Promise<PaymentAttempt | undefined> {
  return firstRow(attemptRows(db).where('id', '=', id), toAttempt);
}

/** Every attempt about one transaction or one order, oldest first. */
export async function listAttempts(
  db: Db,
  by: { transactionId: string } | { orderUuid: string },
): Promise<PaymentAttempt[]> {
  const q = attemptRows(db);
  const rows = await (
    'transactionId' in by
      ? q.where('transaction_id', '=', by.transactionId)
      : q.where('order_uuid', '=', by.orderUuid)
  )
    .orderBy('id')
    .execute();
  return rows.map(toAttempt);
}

/** The row of a transaction's approved authorization, as a filter. */
const approvedAuthorization = (transactionId: string) =>
  ({ kind: 'authorize', transaction_id: transactionId, status: 'approved' }) as const;

/** The approved authorization of a transaction, if this server made it. */
export async function findApprovedAuthorization(
  db: Db,
  transactionId: string,
): Promise<PaymentAttempt | undefined> {
  return firstRow(
    attemptRows(db)
      .where((eb) => eb.and(approvedAuthorization(transactionId)))
      .orderBy('id', 'desc'),
    toAttempt,
  );
}

/**
 * Marks an authorization as belonging to a saved order. Only one side wins between an order
 * claiming it and the reconciliation job voiding it: both move the row only while it is free.
 */
export async function claimAuthorization(
  db: Db,
  link: { transactionId: string; orderId: number },
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('payment_attempts')
      .set({ order_id: link.orderId, updated_at: now })
      .where((eb) =>
        eb.and({
          ...approvedAuthorization(link.transactionId),
          order_id: null,
          reconcile_status: null,
        }),
      ),
  );
}

/** What every claim of a row writes: held from `now` by the claimer, one more try counted. */
const claimedAt = (now: string) => (eb: ExpressionBuilder<Database, 'payment_attempts'>) => ({
  reconcile_status: 'claimed',
  reconcile_claimed_at: now,
  reconcile_tries: eb('reconcile_tries', '+', 1),
  updated_at: now,
});

/**
 * Takes an unclaimed authorization of this browser session for a void (the order could not be
 * saved). Like an order's claim and the reconciliation job's, it moves the row only while nobody
 * else has it; a failed void leaves it to the job.
 */
export async function claimForVoid(
  db: Db,
  of: { transactionId: string; sessionId: string },
  now: string,
): Promise<PaymentAttempt | undefined> {
  return firstRow(
    db
      .updateTable('payment_attempts')
      .set(claimedAt(now))
      .where((eb) =>
        eb.and({
          kind: 'authorize',
          transaction_id: of.transactionId,
          session_id: of.sessionId,
          order_id: null,
          reconcile_status: null,
        }),
      )
      // Approved, or held for review (response code 4): the ones that hold money.
      .where((eb) => eb.or([eb('status', '=', 'approved'), eb('response_code', '=', '4')]))
      .returningAll(),
    toAttempt,
  );
}

/** Not yet taken by the job, or taken by a process that died or is waiting for a retry. */
export const freeForReconcile =
  (staleBefore: string) => (eb: ExpressionBuilder<Database, 'payment_attempts'>) =>
    eb.or([
      eb('reconcile_status', 'is', null),
      eb.and([
        eb('reconcile_status', 'in', ['claimed', 'retry']),
        eb('reconcile_claimed_at', '<=', staleBefore),
      ]),
    ]);

/** Takes one row for this process; false when another process (or an order) got it first. */
export async function claimOrphan(
  db: Db,
  id: number,
  opts: { now: string; staleBefore: string },
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('payment_attempts')
      .set(claimedAt(opts.now))
      .where('id', '=', id)
      .where('order_id', 'is', null)
      .where(freeForReconcile(opts.staleBefore)),
  );
}

export async function recordReconcileOutcome(
  db: Db,
  id: number,
  status: Exclude<ReconcileStatus, 'claimed'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ reconcile_status: status, reconcile_claimed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Whether a refund of this transaction was sent since `since` without a known answer (no reply
 * in time, a lost connection, a crash mid-call): the gateway may have made it, so no retry.
 */
export async function hasUnansweredRefund(
  db: Db,
  transactionId: string,
  since: string,
): Promise<boolean> {
  return hasAnyRow(
    db
      .selectFrom('payment_attempts')
      .where((eb) => eb.and({ kind: 'refund', transaction_id: transactionId }))
      .where('created_at', '>=', since)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['started', 'timeout']),
          eb.and([eb('status', '=', 'error'), eb('response_code', 'is', null)]),
        ]),
      ),
  );
}
