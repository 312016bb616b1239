// Response bodies in the shapes (and key order) of Authorize.Net's JSON API. Every answer is
// HTTP 200; the body starts with a UTF-8 byte-order mark, as the real API's does.

export interface ApiMessage {
  code: string;
  text: string;
}

export type ApiBody = Record<string, unknown>;

/** `{ code, text }` messages (literal types kept) from a table of `[code, text]`, one a line. */
export function messageTable<const T extends Record<string, readonly [string, string]>>(
  table: T,
): { [K in keyof T]: { code: T[K][0]; text: T[K][1] } } {
  const entries = Object.entries(table).map(([key, [code, text]]) => [key, { code, text }]);
  return Object.fromEntries(entries) as { [K in keyof T]: { code: T[K][0]; text: T[K][1] } };
}

export const MESSAGES = {
  ok: { code: 'I00001', text: 'Successful.' },
  schema: (text: string) => ({ code: 'E00003', text }),
  internal: { code: 'E00001', text: 'An error occurred during processing. Please try again.' },
  auth: {
    code: 'E00007',
    text: 'User authentication failed due to invalid authentication values.',
  },
  unsuccessful: { code: 'E00027', text: 'The transaction was unsuccessful.' },
  invalidToken: { code: 'E00114', text: 'Invalid OTS Token.' },
  expiredToken: { code: 'E00115', text: 'Expired OTS Token.' },
  notFound: { code: 'E00040', text: 'The record cannot be found.' },
} as const;

/** Response reason codes the sandbox gives, with the gateway's texts. */
export const REASONS = messageTable({
  approved: ['1', 'This transaction has been approved.'],
  declined: ['2', 'This transaction has been declined.'],
  invalidAmount: ['5', 'A valid amount is required.'],
  invalidCard: ['6', 'The credit card number is invalid.'],
  duplicate: ['11', 'A duplicate transaction has been submitted.'],
  notFound: ['16', 'The transaction cannot be found.'],
  processing: ['19', 'An error occurred during processing. Please try again in 5 minutes.'],
  overCapture: [
    '47',
    'The amount requested for settlement cannot be greater than the original amount authorized.',
  ],
  notRefundable: [
    '54',
    'The referenced transaction does not meet the criteria for issuing a credit.',
  ],
  overRefund: [
    '55',
    'The sum of credits against the referenced transaction would exceed original debit amount.',
  ],
  alreadyVoided: ['310', 'This transaction has already been voided.'],
  alreadyCaptured: ['311', 'This transaction has already been captured.'],
});

export type Reason = (typeof REASONS)[keyof typeof REASONS];

export function encodeApiBody(body: ApiBody): Buffer {
  return Buffer.from(`\uFEFF${JSON.stringify(body)}`, 'utf8');
}

/** A refused request: no transactionResponse, only messages (E000xx). */
export function requestError(message: ApiMessage, refId?: string): ApiBody {
  return { ...refIdPart(refId), messages: { resultCode: 'Error', message: [message] } };
}

export function okBody(fields: ApiBody, refId?: string): ApiBody {
  return { ...fields, ...refIdPart(refId), messages: { resultCode: 'Ok', message: [MESSAGES.ok] } };
}

export interface TransactionFacts {
  responseCode: '1' | '2' | '3' | '4';
  reason: Reason;
  transId: string;
  refTransId?: string;
  authCode?: string;
  avsResultCode?: string;
  cvvResultCode?: string;
  accountNumber?: string;
  accountType?: string;
}

export function transactionBody(facts: TransactionFacts, refId?: string): ApiBody {
  const approved = facts.responseCode === '1' || facts.responseCode === '4';
  const transactionResponse = {
    responseCode: facts.responseCode,
    authCode: facts.authCode ?? '',
    avsResultCode: facts.avsResultCode ?? 'P',
    cvvResultCode: facts.cvvResultCode ?? '',
    cavvResultCode: '',
    transId: facts.transId,
    refTransID: facts.refTransId ?? '',
    transHash: '',
    testRequest: '0',
    accountNumber: facts.accountNumber ?? '',
    accountType: facts.accountType ?? '',
    ...(approved
      ? { messages: [{ code: facts.reason.code, description: facts.reason.text }] }
      : { errors: [{ errorCode: facts.reason.code, errorText: facts.reason.text }] }),
    transHashSha2: '',
  };
  return {
    transactionResponse,
    ...refIdPart(refId),
    messages: approved
      ? { resultCode: 'Ok', message: [MESSAGES.ok] }
      : { resultCode: 'Error', message: [MESSAGES.unsuccessful] },
  };
}

function refIdPart(refId: string | undefined): ApiBody {
  return refId === undefined ? {} : { refId };
}
