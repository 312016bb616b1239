import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Slot } from '../../../../shared/slots/slot';
import { apiGet } from '../../../lib/api';

/** The same key as before inspectors for "any inspector", so kept copies still match. */
export const slotsQueryKey = (limit: number, inspectorId?: number | null, visit = '') =>
  visit !== ''
    ? (['slots', 'future', limit, inspectorId ?? 'any', visit] as const)
    : inspectorId == null
      ? (['slots', 'future', limit] as const)
      : (['slots', 'future', limit, inspectorId] as const);

/**
 * Future, bookable slots, ascending (limit 20, 50 or 1000: sidebar, order form, calendar): one per
 * time across inspectors, or only the named inspector's. Switching inspector keeps the previous
 * list on screen until the new one arrives (the form is not replaced by a spinner).
 */
export function useFutureSlots(
  limit: number,
  enabled = true,
  inspectorId?: number | null,
  /** The visit's options as a query (visitQuery), so the times listed are those it fits. */
  visit = '',
) {
  return useQuery({
    queryKey: slotsQueryKey(limit, inspectorId, visit),
    queryFn: () =>
      apiGet<Slot[]>(
        `get_slots.php?future=true&limit=${limit}${inspectorId == null ? '' : `&inspector=${inspectorId}`}${visit}`,
      ),
    staleTime: 30_000,
    enabled,
    placeholderData: inspectorId === undefined ? undefined : keepPreviousData,
  });
}
