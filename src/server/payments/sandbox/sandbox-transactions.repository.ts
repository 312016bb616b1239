import type { Selectable } from 'kysely';
import { toIso } from '../../db/values';
import type { SandboxDb, SandboxStatus, SandboxTransactionsTable } from './sandbox-tables';

// The one writer of sandbox_transactions: the emulated gateway's transactions and their moves.

export type { SandboxStatus };

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
}

type NewTransaction = Omit<SandboxTransaction, 'id' | 'capturedCents' | 'submittedAt'>;

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
      captured_cents: null,
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
});

export async function findTransaction(
  db: SandboxDb,
  id: number,
  loginId: string,
): Promise<SandboxTransaction | undefined> {
  const row = await db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('id', '=', id)
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return row && toTransaction(row);
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
  let q = db
    .selectFrom('sandbox_transactions')
    .select('id')
    .where('login_id', '=', t.loginId)
    .where('card_last4', '=', t.cardLast4)
    .where('card_type', '=', t.cardType)
    .where('amount_cents', '=', t.amountCents)
    .where('submitted_at', '>', since);
  q =
    t.invoiceNumber === null
      ? q.where('invoice_number', 'is', null)
      : q.where('invoice_number', '=', t.invoiceNumber);
  q = t.zip === null ? q.where('zip', 'is', null) : q.where('zip', '=', t.zip);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** Moves a transaction on only from the expected status; false when another request won. */
export async function moveTransaction(
  db: SandboxDb,
  id: number,
  from: SandboxStatus[],
  to: { status: SandboxStatus; capturedCents?: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_transactions')
    .set({
      status: to.status,
      ...(to.capturedCents === undefined ? {} : { captured_cents: to.capturedCents }),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sandbox never settles, so every transaction of the merchant is unsettled. */
export async function listTransactions(
  db: SandboxDb,
  loginId: string,
  page: { limit: number; offset: number; descending: boolean },
): Promise<{ total: number; transactions: SandboxTransaction[] }> {
  const rows = await db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('login_id', '=', loginId)
    .orderBy('submitted_at', page.descending ? 'desc' : 'asc')
    .orderBy('id', page.descending ? 'desc' : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('sandbox_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('login_id', '=', loginId)
    .executeTakeFirstOrThrow();
  return { total: Number(count.n), transactions: rows.map(toTransaction) };
}
