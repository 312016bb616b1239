import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SandboxTransactionsTable } from '../../db/schema';
import { toIso } from '../../db/values';

export type SandboxStatus =
  'authorizedPendingCapture' | 'capturedPendingSettlement' | 'voided' | 'declined';

export interface SandboxToken {
  loginId: string;
  cardFingerprint: string;
  cardBin: string;
  cardLast4: string;
  cardType: string;
  expDate: string;
  cvvResult: string;
  zip: string | null;
  fullName: string | null;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertToken(
  db: Db,
  tokenHash: string,
  token: Omit<SandboxToken, 'usedAt'>,
  now: string,
): Promise<void> {
  await db
    .insertInto('sandbox_tokens')
    .values({
      token_hash: tokenHash,
      login_id: token.loginId,
      card_fingerprint: token.cardFingerprint,
      card_bin: token.cardBin,
      card_last4: token.cardLast4,
      card_type: token.cardType,
      exp_date: token.expDate,
      cvv_result: token.cvvResult,
      zip: token.zip,
      full_name: token.fullName,
      created_at: now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findToken(db: Db, tokenHash: string): Promise<SandboxToken | undefined> {
  const r = await db
    .selectFrom('sandbox_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    r && {
      loginId: r.login_id,
      cardFingerprint: r.card_fingerprint,
      cardBin: r.card_bin,
      cardLast4: r.card_last4,
      cardType: r.card_type,
      expDate: r.exp_date,
      cvvResult: r.cvv_result,
      zip: r.zip,
      fullName: r.full_name,
      expiresAt: toIso(r.expires_at),
      usedAt: r.used_at ? toIso(r.used_at) : null,
    }
  );
}

/** Single use: only the first caller to mark the token used gets true. */
export async function consumeToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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
  cardFingerprint: string;
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

export async function insertTransaction(db: Db, t: NewTransaction, now: string): Promise<number> {
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
      card_fingerprint: t.cardFingerprint,
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

type Row = Selectable<SandboxTransactionsTable>;

const toTransaction = (r: Row): SandboxTransaction => ({
  id: r.id,
  loginId: r.login_id,
  status: r.status as SandboxStatus,
  responseCode: r.response_code,
  reasonCode: r.reason_code,
  authCode: r.auth_code,
  amountCents: r.amount_cents,
  capturedCents: r.captured_cents,
  invoiceNumber: r.invoice_number,
  cardFingerprint: r.card_fingerprint,
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
  db: Db,
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

/** Whether the same card, amount, invoice and ZIP were submitted since `since` (reason 11). */
export async function hasRecentTwin(
  db: Db,
  t: {
    loginId: string;
    cardFingerprint: string;
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
    .where('card_fingerprint', '=', t.cardFingerprint)
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
  db: Db,
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
  db: Db,
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
