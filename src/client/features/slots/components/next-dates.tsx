import { Link } from '../../../lib/router';
import { SIDEBAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { PhoneLink } from '../../../components/phone-link';
import { siteConfig } from '../../../lib/site-config';
import { useFutureSlots } from '../api/use-slots';
import { DatedSlotItem } from './dated-slot-item';

const SHOWN = 6;

/** The home page's next open dates with Reserve Now each (the sidebar's query, shared cache). */
export function NextDates() {
  const { data: slots, isPending } = useFutureSlots(SIDEBAR_SLOT_LIMIT);
  const { timeZone, phone } = siteConfig();
  return (
    <section aria-labelledby="home-next-dates" className="home-section">
      <h2 id="home-next-dates">Next open inspection dates</h2>
      {isPending ? (
        <p className="text-body-secondary">Loading open dates…</p>
      ) : !slots || slots.length === 0 ? (
        <p>
          No open dates are listed right now.{' '}
          {phone && (
            <>
              Please call <PhoneLink phone={phone} />: we can often fit you in.
            </>
          )}
        </p>
      ) : (
        <ul className="list-group mb-3 next-dates">
          {slots.slice(0, SHOWN).map((slot) => (
            <DatedSlotItem key={slot.id} slot={slot} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <p>
        <Link to="/availability">See all open dates</Link>
      </p>
    </section>
  );
}
