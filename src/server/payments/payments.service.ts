import type { Db } from '../db/database';
import type {
  BillTo,
  OpaqueData,
  PaymentGateway,
  TransactionResult,
} from './gateway/gateway.types';
import {
  type AttemptResult,
  completeAttempt,
  findApprovedAuthorization,
  insertAttempt,
  listAttempts,
  type NewAttempt,
  type PaymentAttempt,
} from './payment-attempts.repository';

// Every gateway call goes through here: a payment-attempt row is written BEFORE the call and
// completed after it. The gateway takes no idempotency key, so a timeout or a crash mid-call
// still leaves a trace the reconciliation job can follow.

export type { PaymentAttempt };

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
}

export interface PaymentCall {
  attemptId: number;
  result: TransactionResult;
}

/** The invoice number sent with an authorization (≤ 20 characters), derived from the order's UUID. */
export function invoiceNumberFor(orderUuid: string): string {
  const compact = orderUuid.replace(/[^\da-z]/gi, '').toUpperCase();
  if (!compact) throw new RangeError('An order UUID is required');
  return compact.slice(0, 20);
}

export async function authorizeWithAttempt(
  deps: PaymentDeps,
  input: {
    amountCents: number;
    opaqueData: OpaqueData;
    orderUuid: string;
    sessionId: string | null;
    billTo?: BillTo;
    customerIp?: string;
  },
): Promise<PaymentCall> {
  const invoiceNumber = invoiceNumberFor(input.orderUuid);
  return withAttempt(
    deps,
    {
      kind: 'authorize',
      orderUuid: input.orderUuid,
      orderId: null,
      sessionId: input.sessionId,
      transactionId: null,
      amountCents: input.amountCents,
      invoiceNumber,
    },
    (refId) =>
      deps.gateway.authorize({
        amountCents: input.amountCents,
        opaqueData: input.opaqueData,
        invoiceNumber,
        refId,
        billTo: input.billTo,
        customerIp: input.customerIp,
      }),
  );
}

/** Where a capture or void comes from: the order it is for, or the browser session. */
interface FollowUpInput {
  transactionId: string;
  /** Capture: omitted takes the whole authorized amount. Void: recorded only. */
  amountCents?: number;
  orderUuid: string | null;
  orderId: number | null;
  sessionId: string | null;
}

/** Only what a gateway call needs, from a flow's wider deps (the attempt is written with them). */
export const paymentDepsOf = ({ db, gateway, now }: PaymentDeps): PaymentDeps => ({
  db,
  gateway,
  now,
});

/** A capture or void of an order's own transaction by the office or a job (no browser session). */
export const orderFollowUp = (
  order: { id: number; orderUuid: string },
  transactionId: string,
  amountCents?: number,
): FollowUpInput => ({
  transactionId,
  amountCents,
  orderUuid: order.orderUuid,
  orderId: order.id,
  sessionId: null,
});

const followUp = (kind: 'capture' | 'void' | 'refund', input: FollowUpInput): NewAttempt => ({
  kind,
  orderUuid: input.orderUuid,
  orderId: input.orderId,
  sessionId: input.sessionId,
  transactionId: input.transactionId,
  amountCents: input.amountCents ?? null,
  invoiceNumber: null,
});

export async function captureWithAttempt(
  deps: PaymentDeps,
  input: FollowUpInput,
): Promise<PaymentCall> {
  return withAttempt(deps, followUp('capture', input), (refId) =>
    deps.gateway.capture({
      transactionId: input.transactionId,
      amountCents: input.amountCents,
      refId,
    }),
  );
}

export async function voidWithAttempt(
  deps: PaymentDeps,
  input: FollowUpInput,
): Promise<PaymentCall> {
  return withAttempt(deps, followUp('void', input), (refId) =>
    deps.gateway.void({ transactionId: input.transactionId, refId }),
  );
}

/** A refund of a settled capture; the attempt keeps the captured transaction's id and the amount. */
export async function refundWithAttempt(
  deps: PaymentDeps,
  input: FollowUpInput & { amountCents: number; cardLast4: string },
): Promise<PaymentCall> {
  return withAttempt(deps, followUp('refund', input), (refId) =>
    deps.gateway.refund({
      transactionId: input.transactionId,
      amountCents: input.amountCents,
      cardLast4: input.cardLast4,
      refId,
    }),
  );
}

async function withAttempt(
  deps: PaymentDeps,
  attempt: NewAttempt,
  call: (refId: string) => Promise<TransactionResult>,
): Promise<PaymentCall> {
  const now = () => (deps.now ? deps.now() : new Date()).toISOString();
  const attemptId = await insertAttempt(deps.db, attempt, now());
  const result = await call(String(attemptId));
  await completeAttempt(deps.db, attemptId, toAttemptResult(result), now());
  return { attemptId, result };
}

/** How a gateway answer is kept in payment_attempts (contract statuses). */
export function toAttemptResult(result: TransactionResult): AttemptResult {
  switch (result.status) {
    case 'approved':
    case 'declined':
    case 'error':
    case 'held':
      return {
        // A held authorization did not go through for the customer, but it holds money: its
        // response code 4 keeps it in the reconciliation job's view.
        status: result.status === 'held' ? 'declined' : result.status,
        transactionId: result.transactionId,
        responseCode: result.responseCode,
        authCode: result.authCode,
        message: result.reasonCode ? `${result.reasonCode}: ${result.message}` : result.message,
      };
    case 'rejected':
      return {
        status: 'error',
        transactionId: null,
        responseCode: result.code,
        authCode: null,
        message: result.message,
      };
    case 'timeout':
    case 'unreachable':
      return {
        status: result.status === 'timeout' ? 'timeout' : 'error',
        transactionId: null,
        responseCode: null,
        authCode: null,
        message: result.message,
      };
  }
}

/** The approved authorization of a transaction, if this server made it. */
export function approvedAuthorization(
  db: Db,
  transactionId: string,
): Promise<PaymentAttempt | undefined> {
  return findApprovedAuthorization(db, transactionId);
}

/** Every gateway call made for one order, oldest first. */
export function orderPaymentCalls(db: Db, orderUuid: string): Promise<PaymentAttempt[]> {
  return listAttempts(db, { orderUuid });
}
