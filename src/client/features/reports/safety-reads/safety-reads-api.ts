import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAFETY_READS_API as API, type SafetyReads } from '../../../../shared/reports/safety-reads';
import { apiGet, apiPost } from '../../../lib/api';

// The web report's Safety confirmations: the list, and "I have read this".

const key = (orderId: number) => ['reports', 'safety-reads', orderId];

export function useSafetyReads(orderId: number) {
  return useQuery({
    queryKey: key(orderId),
    queryFn: () => apiGet<SafetyReads>(`${API.list}?order=${orderId}`),
    retry: false,
  });
}

export function useConfirmSafetyRead(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (findingId: string) => apiPost<SafetyReads>(API.confirm, { orderId, findingId }),
    onSuccess: (answer) => client.setQueryData(key(orderId), answer),
  });
}
