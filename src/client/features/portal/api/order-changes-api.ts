import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancelAnswer,
  CancellationQuote,
  RescheduleAnswer,
  RescheduleTimes,
} from '../../../../shared/portal/order-changes-answers';
import type { AcceptTimeAnswer } from '../../../../shared/booking/order-requests';
import { CHANGE_FAILED } from '../../../../shared/portal/order-change-messages';
import { ApiError, apiPost } from '../../../lib/api';
import { serverWordsOr } from '../../../lib/refusal';
import { useApiQuery } from '../../../lib/record-query';

// The order page's cancel and reschedule calls. The quote is always the server's (its clock).

const QUOTE = ['portal', 'cancellation-quote'];

export function useCancellationQuote(orderId: number, enabled: boolean) {
  return useApiQuery<CancellationQuote>(
    [...QUOTE, orderId],
    `cancellation_quote.php?order=${orderId}`,
    {
      enabled,
      staleTime: 0,
    },
  );
}

/** The free times this order may move to: its inspector's, or any inspector's (the server's rule). */
export function useRescheduleTimes(orderId: number) {
  return useApiQuery<RescheduleTimes>(
    ['portal', 'reschedule-times', orderId],
    `reschedule_times.php?order=${orderId}`,
    { staleTime: 0 },
  );
}

/** The server's words for a refusal, or a general one. */
export const refusalText = (error: unknown): string => serverWordsOr(error, CHANGE_FAILED);

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    // The quote is marked stale, not refetched: a cancelled order has none (409), and a moved
    // one is asked afresh when the dialog opens next.
    await queryClient.invalidateQueries({ queryKey: QUOTE, refetchType: 'none' });
    await queryClient.invalidateQueries({
      queryKey: ['portal'],
      predicate: (q) => q.queryKey[1] !== QUOTE[1],
    });
    await queryClient.invalidateQueries({ queryKey: ['slots'] });
    // A cancelled inspection's agreement can no longer be signed: its panel says so at once.
    await queryClient.invalidateQueries({ queryKey: ['agreement'] });
  };
}

/**
 * `onCancelled` runs once the page's data shows the cancellation (the dialog is gone by then).
 * The fee the dialog showed goes along: if the server's differs now, it refuses (409) with its new
 * quote, which the dialog then shows for the customer to confirm again.
 */
export function useCancelInspection(orderId: number, onCancelled: () => void) {
  const refresh = useRefreshAfterChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feeCents: number) =>
      apiPost<CancelAnswer>('cancel_inspection.php', { order: orderId, feeCents }),
    onSuccess: async () => {
      await refresh();
      onCancelled();
    },
    onError: async (error) => {
      await refresh();
      const quote =
        error instanceof ApiError ? error.json<{ quote?: CancellationQuote }>()?.quote : undefined;
      if (quote) queryClient.setQueryData([...QUOTE, orderId], quote);
    },
  });
}

export function useRescheduleInspection(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (move: { slot: number; from: number }) =>
      apiPost<RescheduleAnswer>('reschedule_inspection.php', { order: orderId, ...move }),
    onSettled: refresh,
  });
}

/** The customer's yes to the time the office proposed for their request (decision 069). */
export function useAcceptProposedTime(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiPost<AcceptTimeAnswer>('accept_inspection_time.php', { order: orderId }),
    onSettled: refresh,
  });
}
