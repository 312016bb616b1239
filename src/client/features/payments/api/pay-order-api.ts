import type {
  MyPayments,
  PayOrderAuthorizeRequest,
  PayOrderResponse,
  Receipt,
} from '../../../../shared/payments/pay-order';
import type { CheckoutStartResponse } from '../../../../shared/payments/payment-requests';
import { ApiError, apiPost } from '../../../lib/api';
import { serverWords } from '../../../lib/refusal';
import { useApiQuery, useRecordQuery } from '../../../lib/record-query';

// The customer's payments (docs/payments.md, "Paying a reservation"): the list, a receipt, and
// the two calls that pay a reserved order. The server prices it; no amount is ever sent.

export const paymentsQueryKey = ['payments'] as const;

/** GET my_payments.php: orders to pay, then paid ones with their receipts. */
export function useMyPayments() {
  return useApiQuery<MyPayments>(paymentsQueryKey, 'my_payments.php', { staleTime: 15_000 });
}

/** GET my_receipt.php?id=N; 404 for an unpaid order or one that is not this customer's. */
export function useReceipt(id: number | undefined) {
  return useRecordQuery<Receipt>([...paymentsQueryKey, 'receipt', id], 'my_receipt.php', id);
}

export interface PayOrderCalls {
  start(orderId: number): Promise<CheckoutStartResponse>;
  authorize(body: PayOrderAuthorizeRequest): Promise<PayOrderResponse>;
}

export const payOrderCalls: PayOrderCalls = {
  start: (orderId) => apiPost<CheckoutStartResponse>('pay_order/start.php', { order_id: orderId }),
  authorize: (body) => apiPost<PayOrderResponse>('pay_order/authorize.php', body),
};

/** The server's own words for a refusal (already paid, declined, too many tries), if any. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  return serverWords(error);
}
