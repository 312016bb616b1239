import { useNavigate } from '../../../lib/router';
import type { Slot } from '../../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../../shared/time';
import { reserveHref, storeSelectedSlotId } from '../selected-slot';

const ORDER_FORM = '/home-inspection';

/**
 * "Reserve Now": remembers the slot and opens the order form (or `to`) with it chosen. A real link
 * whose address carries the slot, so a press before the scripts run chooses it too.
 */
export function ReserveLink({
  slot,
  timeZone,
  to = ORDER_FORM,
  className = 'btn btn-sm btn-outline-primary text-nowrap',
  children = 'Reserve Now',
  inspectorId = null,
}: {
  slot: Slot;
  timeZone: string;
  to?: string;
  className?: string;
  children?: string;
  /** The inspector the slot was listed for (null: any). */
  inspectorId?: number | null;
}) {
  const navigate = useNavigate();
  return (
    <a
      href={reserveHref(to, slot.id, inspectorId)}
      className={className}
      aria-label={`${children}: ${formatDate(slot.start, timeZone)} at ${formatTime(slot.start, timeZone)}`}
      onClick={(e) => {
        e.preventDefault();
        storeSelectedSlotId(slot.id, inspectorId);
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}
