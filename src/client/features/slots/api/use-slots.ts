import { useQuery } from '@tanstack/react-query';
import type { Slot } from '../../../../shared/slots/slot';
import { apiGet } from '../../../lib/api';

export const slotsQueryKey = (limit: number) => ['slots', 'future', limit] as const;

/** Future, bookable slots, ascending (limit 20, 50 or 1000: sidebar, order form, calendar). */
export function useFutureSlots(limit: number, enabled = true) {
  return useQuery({
    queryKey: slotsQueryKey(limit),
    queryFn: () => apiGet<Slot[]>(`get_slots.php?future=true&limit=${limit}`),
    staleTime: 30_000,
    enabled,
  });
}
