import { fromTransId, type SandboxContext, toTransId } from './sandbox-context';
import {
  type ApiBody,
  type Reason,
  type TransactionFacts,
  transactionBody,
} from './sandbox-responses';
import { findTransaction, type SandboxTransaction } from './sandbox-transactions.repository';

// What createTransactionRequest's calls share: finding the referenced transaction and answering
// about it in the gateway's words.

/** The login's transaction a call names (also for getTransactionDetailsRequest), if any. */
export async function lookUp(ctx: SandboxContext, refTransId: unknown) {
  const id = fromTransId(refTransId);
  return id === null
    ? undefined
    : findTransaction(ctx.db, { id, loginId: ctx.credentials.apiLoginId });
}

export function facts(
  t: Pick<SandboxTransaction, 'id' | 'authCode' | 'cvvResult' | 'cardLast4' | 'cardType'>,
): Omit<TransactionFacts, 'responseCode' | 'reason'> {
  return {
    transId: toTransId(t.id),
    authCode: t.authCode,
    cvvResultCode: t.cvvResult,
    accountNumber: `XXXX${t.cardLast4}`,
    accountType: t.cardType,
  };
}

/** 310 and 311 come with responseCode 1, as the gateway's own reason-code table has them. */
export function approved(t: SandboxTransaction, reason: Reason, refId?: string): ApiBody {
  return transactionBody(
    { ...facts(t), responseCode: '1', reason, refTransId: toTransId(t.id) },
    refId,
  );
}

/** A refused operation makes no transaction (transId "0"); it names the one it refers to. */
export function failure(
  reason: Reason,
  refId?: string,
  known?: Partial<TransactionFacts>,
): ApiBody {
  return transactionBody({ ...known, transId: '0', responseCode: '3', reason }, refId);
}

export function about(
  t: Pick<SandboxTransaction, 'id' | 'cardLast4' | 'cardType'>,
): Partial<TransactionFacts> {
  return {
    refTransId: toTransId(t.id),
    accountNumber: `XXXX${t.cardLast4}`,
    accountType: t.cardType,
  };
}
