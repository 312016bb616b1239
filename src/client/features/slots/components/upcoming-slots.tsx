import { Link, useNavigate } from 'react-router';
import { SIDEBAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { useFutureSlots } from '../api/use-slots';
import { storeSelectedSlotId } from '../selected-slot';

/** The upcoming-slots box: up to 20 future slots, Reserve Now, a link to more dates. */
export function UpcomingSlots() {
  const { data: slots, isPending } = useFutureSlots(SIDEBAR_SLOT_LIMIT);
  const navigate = useNavigate();
  const { timeZone } = siteConfig();

  return (
    <section className="card shadow-sm upcoming-slots">
      <div className="card-header bg-primary text-white">
        <h2 className="h5 mb-0">Upcoming Inspection Dates</h2>
      </div>
      {isPending ? (
        <p className="card-body mb-0 text-muted">Loading slots...</p>
      ) : !slots || slots.length === 0 ? (
        // A load error just ends loading: the box is a helper, not the page.
        <p className="card-body mb-0 text-muted">No upcoming slots available</p>
      ) : (
        <ul className="list-group list-group-flush">
          {slots.map((slot) => (
            <li
              key={slot.id}
              className="list-group-item d-flex justify-content-between align-items-center gap-2"
            >
              <span>
                <span className="fw-semibold d-block">{formatDate(slot.start, timeZone)}</span>
                <span className="small text-muted">
                  {formatTime(slot.start, timeZone)} · {slot.title}
                </span>
              </span>
              <a
                href="/schedule"
                className="btn btn-sm btn-outline-primary text-nowrap"
                aria-label={`Reserve Now: ${formatDate(slot.start, timeZone)} at ${formatTime(slot.start, timeZone)}`}
                onClick={(e) => {
                  e.preventDefault();
                  storeSelectedSlotId(slot.id);
                  void navigate('/schedule');
                }}
              >
                Reserve Now
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="card-footer text-end">
        <Link to="/availability">More inspection dates</Link>
      </div>
    </section>
  );
}
