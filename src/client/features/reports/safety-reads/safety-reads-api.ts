import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAFETY_READS_API as API, type SafetyReads } from '../../../../shared/reports/safety-reads';
import { apiPost } from '../../../lib/api';
import { useApiQuery } from '../../../lib/record-query';

// The web report's Safety confirmations: the list, and "I have read this".

const key = (orderId: number) => ['reports', 'safety-reads', orderId];

export const useSafetyReads = (orderId: number) =>
  useApiQuery<SafetyReads>(key(orderId), `${API.list}?order=${orderId}`, { retry: false });

export function useConfirmSafetyRead(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (findingId: string) => apiPost<SafetyReads>(API.confirm, { orderId, findingId }),
    onSuccess: (answer) => client.setQueryData(key(orderId), answer),
  });
}
