import { Link } from '../../../lib/router';
import { SIDEBAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { siteConfig } from '../../../lib/site-config';
import { useFutureSlots } from '../api/use-slots';
import { DatedSlotItem } from './dated-slot-item';

/** The upcoming-slots box: up to 20 future slots, Reserve Now, a link to more dates. */
export function UpcomingSlots() {
  const { data: slots, isPending } = useFutureSlots(SIDEBAR_SLOT_LIMIT);
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
            // This box's Reserve Now leads through the page about booking first.
            <DatedSlotItem key={slot.id} slot={slot} timeZone={timeZone} to="/schedule" />
          ))}
        </ul>
      )}
      <div className="card-footer text-end">
        <Link to="/availability">More inspection dates</Link>
      </div>
    </section>
  );
}
