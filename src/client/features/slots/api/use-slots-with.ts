import { useMemo } from 'react';
import { CALENDAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { useFutureSlots } from './use-slots';

/**
 * The next `limit` slots (50 for the order form and cart), plus the visitor's chosen slot
 * when it lies further out — the calendar offers up to 1000, and a date picked there must not be
 * called expired just because it is not among the next 50. With an inspector (null: any), only
 * that inspector's.
 */
export function useFutureSlotsWith(
  limit: number,
  wantedId: number | undefined,
  inspectorId: number | null = null,
  visit = '',
) {
  const near = useFutureSlots(limit, true, inspectorId, visit);
  const beyond = !!near.data && wantedId !== undefined && !near.data.some((s) => s.id === wantedId);
  const far = useFutureSlots(CALENDAR_SLOT_LIMIT, beyond, inspectorId, visit);
  const extra = beyond ? far.data?.find((s) => s.id === wantedId) : undefined;
  // Later than all of the next `limit`, so appending keeps the list in order.
  const data = useMemo(
    () => (near.data && extra ? [...near.data, extra] : near.data),
    [near.data, extra],
  );
  return { data, isPending: near.isPending || (beyond && far.isPending) };
}
