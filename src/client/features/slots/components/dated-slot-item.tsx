import type { Slot } from '../../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../../shared/time';
import { ReserveLink } from './reserve-link';

/** One slot of a short list: its date, then time and title, and Reserve Now (to the order form or `to`). */
export function DatedSlotItem({
  slot,
  timeZone,
  to,
}: {
  slot: Slot;
  timeZone: string;
  to?: string;
}) {
  return (
    <li className="list-group-item d-flex justify-content-between align-items-center gap-2">
      <span>
        <span className="fw-semibold d-block">{formatDate(slot.start, timeZone)}</span>
        <span className="small text-body-secondary">
          {formatTime(slot.start, timeZone)} · {slot.title}
        </span>
      </span>
      <ReserveLink slot={slot} timeZone={timeZone} to={to} />
    </li>
  );
}
