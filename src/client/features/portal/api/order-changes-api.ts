import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationQuote } from '../../../../shared/portal/order-changes';
import { ApiError, apiGet, apiPost } from '../../../lib/api';

// The order page's cancel and reschedule calls. The quote is always the server's (its clock).

export function useCancellationQuote(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['portal', 'cancellation-quote', orderId],
    queryFn: () => apiGet<CancellationQuote>(`cancellation_quote.php?order=${orderId}`),
    enabled,
    staleTime: 0,
  });
}

/** The server's words for a refusal, or a general one. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.json<{ error?: string }>()?.error;
    if (text) return text;
  }
  return 'Something went wrong. Please reload the page and try again.';
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['portal'] });
    await queryClient.invalidateQueries({ queryKey: ['slots'] });
  };
}

export function useCancelInspection(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiPost<{ id: number }>('cancel_inspection.php', { order: orderId }),
    onSettled: refresh,
  });
}

export function useRescheduleInspection(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (move: { slot: number; from: number }) =>
      apiPost<{ id: number; start: string }>('reschedule_inspection.php', {
        order: orderId,
        ...move,
      }),
    onSettled: refresh,
  });
}
