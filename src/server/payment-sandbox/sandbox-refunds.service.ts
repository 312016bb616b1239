import {
  type Json,
  obj,
  parseAmount,
  type SandboxContext,
  str,
  toTransId,
} from './sandbox-context';
import { about, failure, lookUp } from './sandbox-answers';
import { type ApiBody, REASONS, transactionBody } from './sandbox-responses';
import {
  addRefunded,
  findTransaction,
  insertTransaction,
  type SandboxTransaction,
} from './sandbox-transactions.repository';

// refundTransaction: credits back (part of) a settled capture. The gateway refuses a refund of
// anything not settled yet (reason 54: void it instead) and refunds adding up to more than was
// captured (reason 55). A refund is a transaction of its own, settled in the next batch.

export async function refund(ctx: SandboxContext, req: Json, refId?: string): Promise<ApiBody> {
  const amountCents = parseAmount(req.amount);
  if (amountCents === null) return failure(REASONS.invalidAmount, refId);
  const t = await lookUp(ctx, req.refTransId);
  if (!t || t.transactionType !== 'authOnlyTransaction' || t.status === 'declined') {
    return failure(REASONS.notFound, refId);
  }
  // The gateway takes the last four digits (and "XXXX" for the expiry) of the original card.
  const card = obj(obj(req.payment)?.creditCard);
  const cardNumber = str(card?.cardNumber);
  if (cardNumber.length < 4 || cardNumber.slice(-4) !== t.cardLast4) {
    return failure(REASONS.invalidCard, refId, about(t));
  }
  if (t.status !== 'settledSuccessfully') return failure(REASONS.notRefundable, refId, about(t));
  if (t.fault === 'refund-error') return failure(REASONS.processing, refId, about(t));

  const now = ctx.now().toISOString();
  if (!(await addRefunded(ctx.db, t.id, amountCents, now))) {
    const current = await findTransaction(ctx.db, t);
    const settled = current?.status === 'settledSuccessfully';
    return failure(settled ? REASONS.overRefund : REASONS.notRefundable, refId, about(t));
  }
  const id = await insertTransaction(ctx.db, refundOf(t, amountCents), now);
  return transactionBody(
    {
      transId: toTransId(id),
      refTransId: toTransId(t.id),
      responseCode: '1',
      reason: REASONS.approved,
      accountNumber: `XXXX${t.cardLast4}`,
      accountType: t.cardType,
    },
    refId,
  );
}

function refundOf(t: SandboxTransaction, amountCents: number) {
  return {
    loginId: t.loginId,
    transactionType: 'refundTransaction' as const,
    refTransId: t.id,
    status: 'refundPendingSettlement' as const,
    responseCode: '1',
    reasonCode: REASONS.approved.code,
    authCode: '',
    amountCents,
    capturedCents: amountCents,
    // No invoice: reconciliation's look-up by invoice finds authorizations, never refunds.
    invoiceNumber: null,
    cardLast4: t.cardLast4,
    cardType: t.cardType,
    cvvResult: '',
    zip: t.zip,
    firstName: t.firstName,
    lastName: t.lastName,
    fault: null,
  };
}
