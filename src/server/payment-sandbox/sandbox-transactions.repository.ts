import type { Selectable } from 'kysely';
import { countRows, hasAnyRow, touchedAny } from '../db/row-counts';
import { toIso } from '../db/values';
import { firstRow } from '../db/first-row';
import type {
  SandboxDb,
  SandboxStatus,
  SandboxTransactionsTable,
  SandboxTransactionType,
} from './sandbox-tables';

// Writes of sandbox_transactions by the emulated gateway's calls: transactions, their moves and
// refunds (the daily batch's writes are in sandbox-settlement.repository.ts).

export type { SandboxStatus, SandboxTransactionType };

export interface SandboxTransaction {
  id: number;
  loginId: string;
  status: SandboxStatus;
  responseCode: string;
  reasonCode: string;
  authCode: string;
  amountCents: number;
  capturedCents: number | null;
  invoiceNumber: string | null;
  cardLast4: string;
  cardType: string;
  cvvResult: string;
  zip: string | null;
  firstName: string | null;
  lastName: string | null;
  fault: string | null;
  submittedAt: string;
  updatedAt: string;
  transactionType: SandboxTransactionType;
  refTransId: number | null;
  refundedCents: number;
  batchId: string | null;
  settledAt: string | null;
}

type NewTransaction = Omit<
  SandboxTransaction,
  | 'id'
  | 'capturedCents'
  | 'submittedAt'
  | 'updatedAt'
  | 'transactionType'
  | 'refTransId'
  | 'refundedCents'
  | 'batchId'
  | 'settledAt'
> &
  Partial<Pick<SandboxTransaction, 'transactionType' | 'refTransId' | 'capturedCents'>>;

export async function insertTransaction(
  db: SandboxDb,
  t: NewTransaction,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('sandbox_transactions')
    .values({
      login_id: t.loginId,
      status: t.status,
      response_code: t.responseCode,
      reason_code: t.reasonCode,
      auth_code: t.authCode,
      amount_cents: t.amountCents,
      captured_cents: t.capturedCents ?? null,
      invoice_number: t.invoiceNumber,
      card_last4: t.cardLast4,
      card_type: t.cardType,
      cvv_result: t.cvvResult,
      zip: t.zip,
      first_name: t.firstName,
      last_name: t.lastName,
      fault: t.fault,
      submitted_at: now,
      updated_at: now,
      transaction_type: t.transactionType ?? 'authOnlyTransaction',
      ref_trans_id: t.refTransId ?? null,
      refunded_cents: 0,
      batch_id: null,
      settled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const toTransaction = (r: Selectable<SandboxTransactionsTable>): SandboxTransaction => ({
  id: r.id,
  loginId: r.login_id,
  status: r.status,
  responseCode: r.response_code,
  reasonCode: r.reason_code,
  authCode: r.auth_code,
  amountCents: r.amount_cents,
  capturedCents: r.captured_cents,
  invoiceNumber: r.invoice_number,
  cardLast4: r.card_last4,
  cardType: r.card_type,
  cvvResult: r.cvv_result,
  zip: r.zip,
  firstName: r.first_name,
  lastName: r.last_name,
  fault: r.fault,
  submittedAt: toIso(r.submitted_at),
  updatedAt: toIso(r.updated_at),
  transactionType: r.transaction_type,
  refTransId: r.ref_trans_id,
  refundedCents: r.refunded_cents,
  batchId: r.batch_id,
  settledAt: r.settled_at === null ? null : toIso(r.settled_at),
});

/** A transaction by its id, only among those of the login asking (as the gateway keeps them). */
export async function findTransaction(
  db: SandboxDb,
  key: { id: number; loginId: string },
): Promise<SandboxTransaction | undefined> {
  return firstRow(
    db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where((eb) => eb.and({ id: key.id, login_id: key.loginId })),
    toTransaction,
  );
}

/**
 * Whether the same card, amount, invoice and ZIP were submitted since `since` (reason 11). The
 * card is known only as a merchant sees it (brand and last four): close enough for test cards.
 */
export async function hasRecentTwin(
  db: SandboxDb,
  t: {
    loginId: string;
    cardLast4: string;
    cardType: string;
    amountCents: number;
    invoiceNumber: string | null;
    zip: string | null;
  },
  since: string,
): Promise<boolean> {
  return hasAnyRow(
    db
      .selectFrom('sandbox_transactions')
      // A null invoice number or ZIP matches only null (`is null`, as eb.and writes a null).
      .where((eb) =>
        eb.and({
          login_id: t.loginId,
          card_last4: t.cardLast4,
          card_type: t.cardType,
          transaction_type: 'authOnlyTransaction',
          amount_cents: t.amountCents,
          invoice_number: t.invoiceNumber,
          zip: t.zip,
        }),
      )
      .where('submitted_at', '>', since),
  );
}

/** Moves a transaction on only from the expected status; false when another request won. */
export async function moveTransaction(
  db: SandboxDb,
  id: number,
  from: SandboxStatus[],
  to: { status: SandboxStatus; capturedCents?: number },
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('sandbox_transactions')
      .set({
        status: to.status,
        ...(to.capturedCents === undefined ? {} : { captured_cents: to.capturedCents }),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', from),
  );
}

/**
 * Counts a refund against a settled capture, only while the refunds stay within what was captured;
 * false when it would exceed it (or the capture is not settled).
 */
export async function addRefunded(
  db: SandboxDb,
  id: number,
  amountCents: number,
  now: string,
): Promise<boolean> {
  return touchedAny(
    db
      .updateTable('sandbox_transactions')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents), updated_at: now }))
      .where('id', '=', id)
      .where('status', '=', 'settledSuccessfully')
      .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('captured_cents'))),
  );
}

/** A voided refund no longer counts against its capture. */
export async function releaseRefunded(db: SandboxDb, id: number, amountCents: number) {
  await db
    .updateTable('sandbox_transactions')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', amountCents) }))
    .where('id', '=', id)
    .execute();
}

/** Transactions not yet in a settled batch, as getUnsettledTransactionList lists them. */
export async function listTransactions(
  db: SandboxDb,
  loginId: string,
  page: { limit: number; offset: number; descending: boolean },
): Promise<{ total: number; transactions: SandboxTransaction[] }> {
  const unsettled = db
    .selectFrom('sandbox_transactions')
    .where('login_id', '=', loginId)
    .where('batch_id', 'is', null);
  const rows = await unsettled
    .selectAll()
    .orderBy('submitted_at', page.descending ? 'desc' : 'asc')
    .orderBy('id', page.descending ? 'desc' : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: await countRows(unsettled), transactions: rows.map(toTransaction) };
}
