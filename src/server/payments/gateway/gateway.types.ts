// The payment gateway as the rest of the server sees it: Authorize.Net's JSON API reduced to the
// calls we make. Gateway outcomes are values, never exceptions (a decline, a refused request
// and a timeout are all normal answers that the caller must handle).

/** The one-time card token the hosted card form hands the browser: card numbers never reach this server. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** Optional billing details sent with an authorization (AVS uses the ZIP). */
export interface BillTo {
  firstName?: string;
  lastName?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface AuthorizeInput {
  amountCents: number;
  opaqueData: OpaqueData;
  /** ≤ 20 characters; the gateway's duplicate check and our reconciliation look-up use it. */
  invoiceNumber: string;
  /** ≤ 20 characters, echoed back; we send the payment attempt id. */
  refId: string;
  billTo?: BillTo;
  customerIp?: string;
}

export interface CaptureInput {
  transactionId: string;
  /** Omitted: capture the whole authorized amount. */
  amountCents?: number;
  refId?: string;
}

export interface VoidInput {
  transactionId: string;
  refId?: string;
}

/** A refund of (part of) a settled capture: the gateway wants the card's last four digits. */
export interface RefundInput {
  /** The settled transaction the money goes back from. */
  transactionId: string;
  amountCents: number;
  cardLast4: string;
  refId?: string;
}

interface TransactionFacts {
  authCode: string | null;
  /** The response reason code, e.g. "1", "2", "11", "47", "310", "311". */
  reasonCode: string | null;
  message: string;
  accountNumber: string | null;
  accountType: string | null;
}

/**
 * A transaction the gateway processed: decided by transactionResponse.responseCode alone. An
 * "approved" capture or void may carry reason 311 (already captured) or 310 (already voided).
 */
export type TransactionOutcome =
  | (TransactionFacts & { status: 'approved'; responseCode: '1'; transactionId: string })
  | (TransactionFacts & {
      status: 'declined' | 'error' | 'held';
      responseCode: '2' | '3' | '4';
      /** Null when the gateway made no transaction of it (a refusal answers transId "0"). */
      transactionId: string | null;
    });

/** The gateway refused the request itself (E000xx): no transaction was made. */
export interface RejectedOutcome {
  status: 'rejected';
  code: string;
  message: string;
}

/**
 * We do not know what happened: no answer in time, the connection failed, or the answer was not
 * the API's. A charge may exist, so callers keep their attempt record for reconciliation.
 */
export interface UnknownOutcome {
  status: 'timeout' | 'unreachable';
  message: string;
}

export type TransactionResult = TransactionOutcome | RejectedOutcome | UnknownOutcome;

export interface UnsettledTransaction {
  transactionId: string;
  /** e.g. authorizedPendingCapture, capturedPendingSettlement, voided, declined. */
  transactionStatus: string;
  invoiceNumber: string | null;
  submittedAt: string;
  amountCents: number;
  accountNumber: string | null;
}

export type UnsettledListResult =
  { status: 'ok'; transactions: UnsettledTransaction[] } | RejectedOutcome | UnknownOutcome;

/**
 * Where a transaction stands at the gateway, e.g. authorizedPendingCapture,
 * capturedPendingSettlement, settledSuccessfully, refundPendingSettlement,
 * refundSettledSuccessfully, voided, declined, expired, settlementError.
 */
export interface TransactionDetails {
  status: 'ok';
  transactionId: string;
  /** e.g. authOnlyTransaction, refundTransaction. */
  transactionType: string;
  transactionStatus: string;
  authAmountCents: number;
  /** What the transaction moves: the captured amount once captured, 0 once voided. */
  settleAmountCents: number;
  /** The card as the gateway shows it to a merchant, "XXXX1111". */
  accountNumber: string | null;
  accountType: string | null;
  /** A refund's original transaction. */
  refTransactionId: string | null;
  invoiceNumber: string | null;
  submittedAt: string;
  /** The settlement batch, once the transaction is in one. */
  batch: { batchId: string; settledAt: string; settlementState: string } | null;
}

export type TransactionDetailsResult = TransactionDetails | RejectedOutcome | UnknownOutcome;

export interface PaymentGateway {
  authorize(input: AuthorizeInput): Promise<TransactionResult>;
  capture(input: CaptureInput): Promise<TransactionResult>;
  void(input: VoidInput): Promise<TransactionResult>;
  /** Unsettled transactions (any status) carrying this invoice number, newest first. */
  findUnsettledByInvoice(invoiceNumber: string): Promise<UnsettledListResult>;
  /** Credits back part or all of a settled capture; the refund is a transaction of its own. */
  refund(input: RefundInput): Promise<TransactionResult>;
  /** Where one transaction stands (a missing one is rejected with E00040). */
  getTransactionDetails(transactionId: string): Promise<TransactionDetailsResult>;
}
