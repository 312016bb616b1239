import { DateTime } from 'luxon';
import { lookUp } from './sandbox-answers';
import { type SandboxContext, toTransId } from './sandbox-context';
import { type ApiBody, MESSAGES, okBody, requestError } from './sandbox-responses';
import type { SandboxTransaction } from './sandbox-transactions.repository';

// getTransactionDetailsRequest: where one transaction stands (its status, amounts and the batch
// that settled it), in the shape and key order of the gateway's answer.

export async function transactionDetails(
  ctx: SandboxContext,
  transId: unknown,
  refId?: string,
): Promise<ApiBody> {
  const t = await lookUp(ctx, transId);
  if (!t) return requestError(MESSAGES.notFound, refId);
  const approved = t.responseCode === '1';
  return okBody(
    {
      transaction: {
        transId: toTransId(t.id),
        ...(t.refTransId === null ? {} : { refTransId: toTransId(t.refTransId) }),
        submitTimeUTC: utc(t.submittedAt),
        submitTimeLocal: local(t.submittedAt, ctx.timeZone),
        transactionType: t.transactionType,
        transactionStatus: t.status,
        responseCode: Number(t.responseCode),
        responseReasonCode: Number(t.reasonCode),
        responseReasonDescription: approved ? 'Approval' : 'Decline',
        ...(t.authCode ? { authCode: t.authCode } : {}),
        AVSResponse: t.transactionType === 'refundTransaction' ? 'P' : 'Y',
        ...(t.cvvResult ? { cardCodeResponse: t.cvvResult } : {}),
        ...(t.batchId && t.settledAt
          ? {
              batch: {
                batchId: t.batchId,
                settlementTimeUTC: utc(t.settledAt),
                settlementTimeLocal: local(t.settledAt, ctx.timeZone),
                settlementState:
                  t.status === 'settlementError' ? 'settlementError' : 'settledSuccessfully',
              },
            }
          : {}),
        ...(t.invoiceNumber ? { order: { invoiceNumber: t.invoiceNumber } } : {}),
        authAmount: dollars(t.amountCents),
        settleAmount: dollars(settleCents(t)),
        taxExempt: false,
        payment: {
          creditCard: {
            cardNumber: `XXXX${t.cardLast4}`,
            expirationDate: 'XXXX',
            cardType: t.cardType,
          },
        },
        ...(t.firstName || t.lastName || t.zip
          ? {
              billTo: {
                ...(t.firstName ? { firstName: t.firstName } : {}),
                ...(t.lastName ? { lastName: t.lastName } : {}),
                ...(t.zip ? { zip: t.zip } : {}),
              },
            }
          : {}),
        recurringBilling: false,
        product: 'Card Not Present',
        marketType: 'eCommerce',
      },
    },
    refId,
  );
}

/** What the transaction moves: nothing once voided or declined; the capture once captured. */
function settleCents(t: SandboxTransaction): number {
  if (['voided', 'declined', 'expired'].includes(t.status)) return 0;
  return t.capturedCents ?? t.amountCents;
}

/** Amounts are JSON numbers in this answer (125.5 for $125.50), as the gateway sends them. */
const dollars = (cents: number) => cents / 100;

const utc = (iso: string) => new Date(iso).toISOString();
const local = (iso: string, zone: string) =>
  DateTime.fromISO(iso, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS");
