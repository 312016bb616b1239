import type {
  RejectedOutcome,
  TransactionDetailsResult,
  TransactionOutcome,
  TransactionResult,
  UnsettledListResult,
  UnsettledTransaction,
  UnknownOutcome,
} from './gateway.types';

// Reading the API's answers. The outcome of a transaction comes from
// transactionResponse.responseCode alone: messages.resultCode only says whether the call worked,
// and a decline may come with either.

type Json = Record<string, unknown>;

const OUTCOMES: Record<string, TransactionOutcome['status']> = {
  '1': 'approved',
  '2': 'declined',
  '3': 'error',
  '4': 'held',
};

export function readTransactionResult(body: unknown): TransactionResult {
  const root = asObject(body);
  const tr = asObject(root?.transactionResponse);
  const responseCode = text(tr?.responseCode);
  const status = responseCode ? OUTCOMES[responseCode] : undefined;
  if (tr && status) {
    const ok = first(tr.messages);
    const err = first(tr.errors);
    const transId = text(tr.transId);
    const transactionId = transId && transId !== '0' ? transId : null;
    const facts = {
      authCode: text(tr.authCode) || null,
      reasonCode: text(err?.errorCode) || text(ok?.code) || null,
      message:
        text(err?.errorText) || text(ok?.description) || topMessage(root)?.text || 'No message.',
      accountNumber: text(tr.accountNumber) || null,
      accountType: text(tr.accountType) || null,
    };
    if (status !== 'approved') {
      return { ...facts, status, responseCode: responseCode as '2' | '3' | '4', transactionId };
    }
    // An approval we cannot refer to later is as good as no answer: leave it to reconciliation.
    if (!transactionId) return { status: 'unreachable', message: 'Approved without a transId' };
    return { ...facts, status, responseCode: '1', transactionId };
  }
  return readRejection(root);
}

export function readUnsettledList(body: unknown): UnsettledListResult {
  const root = asObject(body);
  const messages = asObject(root?.messages);
  if (text(messages?.resultCode) !== 'Ok') return readRejection(root);
  const list = Array.isArray(root?.transactions) ? root.transactions : [];
  return { status: 'ok', transactions: list.map(asObject).filter(isObject).map(toUnsettled) };
}

export function readTransactionDetails(body: unknown): TransactionDetailsResult {
  const root = asObject(body);
  const t = asObject(root?.transaction);
  if (text(asObject(root?.messages)?.resultCode) !== 'Ok' || !t) return readRejection(root);
  const card = asObject(asObject(t.payment)?.creditCard);
  const batch = asObject(t.batch);
  return {
    status: 'ok',
    transactionId: text(t.transId),
    transactionType: text(t.transactionType),
    transactionStatus: text(t.transactionStatus),
    authAmountCents: cents(t.authAmount),
    settleAmountCents: cents(t.settleAmount),
    accountNumber: text(card?.cardNumber) || null,
    accountType: text(card?.cardType) || null,
    refTransactionId: text(t.refTransId) || null,
    invoiceNumber: text(asObject(t.order)?.invoiceNumber) || null,
    submittedAt: text(t.submitTimeUTC),
    batch: batch
      ? {
          batchId: text(batch.batchId),
          settledAt: text(batch.settlementTimeUTC),
          settlementState: text(batch.settlementState),
        }
      : null,
  };
}

/** 125.5 or "125.50" → 12550, rounded to whole cents; anything else → 0. */
function cents(value: unknown): number {
  const amount = Number(value ?? 0);
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

function toUnsettled(t: Json): UnsettledTransaction {
  const amount = Number(t.settleAmount ?? 0);
  return {
    transactionId: text(t.transId),
    transactionStatus: text(t.transactionStatus),
    invoiceNumber: text(t.invoiceNumber) || null,
    submittedAt: text(t.submitTimeUTC),
    amountCents: Number.isFinite(amount) ? Math.round(amount * 100) : 0,
    accountNumber: text(t.accountNumber) || null,
  };
}

function readRejection(root: Json | undefined): RejectedOutcome | UnknownOutcome {
  const message = topMessage(root);
  if (!message) {
    return { status: 'unreachable', message: 'The answer was not a payment API response' };
  }
  return { status: 'rejected', code: message.code || 'unknown', message: message.text };
}

function topMessage(root: Json | undefined): { code: string; text: string } | undefined {
  const m = first(asObject(root?.messages)?.message);
  return m ? { code: text(m.code), text: text(m.text) || 'No message.' } : undefined;
}

function first(value: unknown): Json | undefined {
  return Array.isArray(value) ? asObject(value[0]) : asObject(value);
}

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function isObject(value: Json | undefined): value is Json {
  return value !== undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
