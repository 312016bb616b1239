import { createHash, timingSafeEqual } from 'node:crypto';
import { DateTime } from 'luxon';
import { type Json, obj, type SandboxContext, str, toTransId } from './sandbox-context';
import { type ApiBody, MESSAGES, okBody, requestError } from './sandbox-responses';
import { REQUEST_SCHEMAS, schemaViolation } from './api-request-schema';
import { createToken } from './sandbox-tokens.service';
import { createTransaction } from './sandbox-transactions.service';
import { transactionDetails } from './sandbox-details.service';
import { listTransactions } from './sandbox-transactions.repository';

/**
 * One call to the emulated JSON API, from the raw request text to the response body. Like the
 * real API it never fails at the HTTP level: every problem is a message in the body.
 */
export async function handleApiRequest(ctx: SandboxContext, raw: string): Promise<ApiBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return requestError(MESSAGES.schema('The request is not valid JSON.'));
  }
  const root = obj(parsed);
  const names = root ? Object.keys(root) : [];
  const name = names[0];
  // Own keys only: a root named after an Object method ("constructor") is just unknown.
  const schema =
    name !== undefined && Object.hasOwn(REQUEST_SCHEMAS, name) ? REQUEST_SCHEMAS[name] : undefined;
  if (!root || names.length !== 1 || !name || !schema) {
    return requestError(
      MESSAGES.schema(`The root element '${String(name)}' is not a request this API knows.`),
    );
  }
  const request = obj(root[name]);
  const refId = request?.refId === undefined ? undefined : str(request.refId);
  const violation = schemaViolation(name, request, schema);
  if (violation || !request) return requestError(MESSAGES.schema(violation ?? ''), refId);
  if (refId !== undefined && refId.length > 20) {
    return requestError(MESSAGES.schema('The refId is longer than 20 characters.'), refId);
  }

  const auth = obj(request.merchantAuthentication) ?? {};
  const browser = name === 'securePaymentContainerRequest';
  const key = browser ? ctx.credentials.clientKey : ctx.credentials.transactionKey;
  const given = browser ? auth.clientKey : auth.transactionKey;
  if (!same(str(auth.name), ctx.credentials.apiLoginId) || !same(str(given), key)) {
    return requestError(MESSAGES.auth, refId);
  }

  switch (name) {
    case 'createTransactionRequest':
      return createTransaction(ctx, obj(request.transactionRequest) ?? {}, refId);
    case 'securePaymentContainerRequest':
      return createToken(ctx, obj(request.data) ?? {}, refId);
    case 'getUnsettledTransactionListRequest':
      return unsettledList(ctx, request, refId);
    case 'getTransactionDetailsRequest':
      return transactionDetails(ctx, request.transId, refId);
    default:
      return okBody({}, refId);
  }
}

async function unsettledList(ctx: SandboxContext, request: Json, refId?: string) {
  const paging = obj(request.paging);
  const limit = paging ? Number(paging.limit) : 1000;
  const page = paging ? Number(paging.offset) : 1;
  if (
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > 1000 ||
    !Number.isInteger(page) ||
    page < 1
  ) {
    return requestError(
      MESSAGES.schema('Paging limit must be 1–1000 and offset at least 1.'),
      refId,
    );
  }
  const descending = String(obj(request.sorting)?.orderDescending) === 'true';
  const { total, transactions } = await listTransactions(ctx.db, ctx.credentials.apiLoginId, {
    limit,
    offset: (page - 1) * limit,
    descending,
  });
  const list = transactions.map((t) => ({
    transId: toTransId(t.id),
    submitTimeUTC: `${t.submittedAt.slice(0, 19)}Z`,
    submitTimeLocal: DateTime.fromISO(t.submittedAt, { zone: ctx.timeZone }).toFormat(
      "yyyy-MM-dd'T'HH:mm:ss",
    ),
    transactionStatus: t.status,
    ...(t.invoiceNumber ? { invoiceNumber: t.invoiceNumber } : {}),
    ...(t.firstName ? { firstName: t.firstName } : {}),
    ...(t.lastName ? { lastName: t.lastName } : {}),
    accountType: t.cardType,
    accountNumber: `XXXX${t.cardLast4}`,
    settleAmount: (t.capturedCents ?? t.amountCents) / 100,
    marketType: 'eCommerce',
    product: 'Card Not Present',
    hasReturnedItemsSpecified: false,
  }));
  // An empty list has no "transactions" element at all.
  return okBody(
    { ...(list.length ? { transactions: list } : {}), totalNumInResultSet: total },
    refId,
  );
}

function same(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return b !== '' && timingSafeEqual(digest(a), digest(b));
}
