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
import type { PaymentGateway, UnsettledListResult, UnsettledTransaction } from './gateway.types';

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
  const post = (payload: unknown) => postApiRequest(options.endpoint(), payload, options.timeoutMs);

  return {
    async authorize(input) {
      const answer = await post(authorizeRequest(auth, input));
      return answer.ok ? readTransactionResult(answer.body) : strip(answer);
    },
    async capture(input) {
      const answer = await post(captureRequest(auth, input));
      return answer.ok ? readTransactionResult(answer.body) : strip(answer);
    },
    async void(input) {
      const answer = await post(voidRequest(auth, input));
      return answer.ok ? readTransactionResult(answer.body) : strip(answer);
    },
    async refund(input) {
      const answer = await post(refundRequest(auth, input));
      return answer.ok ? readTransactionResult(answer.body) : strip(answer);
    },
    async getTransactionDetails(transactionId) {
      const answer = await post(transactionDetailsRequest(auth, transactionId));
      return answer.ok ? readTransactionDetails(answer.body) : strip(answer);
    },
    async findUnsettledByInvoice(invoiceNumber) {
      // The API has no filter by invoice number: read the pages and filter here.
      const found: UnsettledTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await post(unsettledListRequest(auth, page));
        const list: UnsettledListResult = answer.ok
          ? readUnsettledList(answer.body)
          : strip(answer);
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
