import { useQuery } from '@tanstack/react-query';
import type {
  OrderResponse,
  OrderSubmissionInput,
  OrderSummary,
} from '../../../../shared/booking/order-submission';
import { apiGet, apiPost } from '../../../lib/api';

/** POST inspection_orders.php → { id }. */
export function submitOrder(submission: OrderSubmissionInput): Promise<OrderResponse> {
  return apiPost<OrderResponse>('inspection_orders.php', submission);
}

/** The reservation shown on /thank-you/{id}; only its own browser session may read it. */
export function useOrderSummary(id: number | undefined) {
  return useQuery({
    queryKey: ['orders', id],
    queryFn: () => apiGet<OrderSummary>(`inspection_orders.php?id=${id}`),
    enabled: id !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}
