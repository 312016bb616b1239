import { useMemo } from 'react';
import { CALENDAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { useFutureSlots } from './use-slots';
import { readHeldOffer } from '../../waitlist/api/waitlist-api';

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
  // A time a waitlist offer holds for this visitor is listed for them only (decision 070).
  const held = typeof window === 'undefined' ? undefined : readHeldOffer()?.slot;
  const heldId = held?.id;
  const data = useMemo(() => {
    const listed = near.data && extra ? [...near.data, extra] : near.data;
    if (!listed || !held || listed.some((s) => s.id === held.id)) return listed;
    return [...listed, held].sort((a, b) => a.start.localeCompare(b.start));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the held time is named by its id
  }, [near.data, extra, heldId]);
  return { data, isPending: near.isPending || (beyond && far.isPending) };
}
