import { type GatewayEndpoint, postApiRequest } from './authnet-http';
import {
  authorizeRequest,
  captureRequest,
  type MerchantAuthentication,
  refundRequest,
  transactionDetailsRequest,
  UNSETTLED_PAGE_SIZE,
  unsettledListRequest,
  voidRequest,
} from './authnet-requests';
import {
  readTransactionDetails,
  readTransactionResult,
  readUnsettledList,
} from './authnet-responses';
import type { PaymentGateway, UnknownOutcome, UnsettledTransaction } from './gateway.types';

export interface AuthnetGatewayOptions {
  /** Resolved for every call: the built-in sandbox's address is known only once the app listens. */
  endpoint: () => GatewayEndpoint;
  apiLoginId: string;
  transactionKey: string;
  timeoutMs: number;
}

/** Pages read at most when listing unsettled transactions (100 000 transactions). */
const MAX_PAGES = 100;

/**
 * A client of the Authorize.Net JSON API over fetch: one adapter for the real service and
 * the built-in sandbox alike, so the sandbox tests the code that runs in production. Every gateway outcome is answered, never thrown.
 */
export function createAuthnetGateway(options: AuthnetGatewayOptions): PaymentGateway {
  const auth: MerchantAuthentication = {
    name: options.apiLoginId,
    transactionKey: options.transactionKey,
  };
  /** Builds, posts and reads one request inside the promise, so a bad input rejects rather than throws. */
  const ask = async <I, T>(
    request: (auth: MerchantAuthentication, input: I) => unknown,
    input: I,
    read: (body: unknown) => T,
  ): Promise<T | UnknownOutcome> => {
    const payload = request(auth, input);
    const answer = await postApiRequest(options.endpoint(), payload, options.timeoutMs);
    return answer.ok ? read(answer.body) : strip(answer);
  };

  return {
    authorize: (input) => ask(authorizeRequest, input, readTransactionResult),
    capture: (input) => ask(captureRequest, input, readTransactionResult),
    void: (input) => ask(voidRequest, input, readTransactionResult),
    refund: (input) => ask(refundRequest, input, readTransactionResult),
    getTransactionDetails: (id) => ask(transactionDetailsRequest, id, readTransactionDetails),
    async findUnsettledByInvoice(invoiceNumber) {
      // The API has no filter by invoice number: read the pages and filter here.
      const found: UnsettledTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const list = await ask(unsettledListRequest, page, readUnsettledList);
        if (list.status !== 'ok') return list;
        found.push(...list.transactions.filter((t) => t.invoiceNumber === invoiceNumber));
        if (list.transactions.length < UNSETTLED_PAGE_SIZE) break;
      }
      return { status: 'ok', transactions: found };
    },
  };
}

function strip<T extends { ok: false }>({ ok: _ok, ...rest }: T): Omit<T, 'ok'> {
  return rest;
}
