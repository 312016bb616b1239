import { useState } from 'react';
import { CALENDAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { formatTime } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { siteConfig } from '../../../lib/site-config';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFutureSlots } from '../api/use-slots';
import { groupSlotsByDay, zoneAbbreviation } from '../slot-days';
import { ReserveLink } from './reserve-link';

// A phone shows a couple of weeks at a time; "Show more days" adds the next batch.
const DAYS_PER_STEP = 10;

/**
 * /availability's open times, each day with its free slots and a Reserve action each: the whole
 * page on a phone, beside the calendar on a wide screen, and what the keyboard and screen readers use.
 */
export function AvailabilityList({ inspectorId = null }: { inspectorId?: number | null }) {
  const { data: slots, isPending } = useFutureSlots(CALENDAR_SLOT_LIMIT, true, inspectorId);
  const [shownDays, setShownDays] = useState(DAYS_PER_STEP);
  const { timeZone } = siteConfig();

  if (isPending) return <Spinner label="Loading open dates..." />;
  const days = groupSlotsByDay(slots ?? [], timeZone);
  if (days.length === 0)
    return <p>There are no open inspection dates right now. Please check back soon.</p>;

  return (
    <div className="availability-list">
      <h2 className="h5 mb-3">Open times</h2>
      {days.slice(0, shownDays).map((day, i) => (
        <section key={day.date} aria-labelledby={`day-${i}`} className="mb-3">
          <h3 id={`day-${i}`} className="h6 fw-bold mb-2">
            {day.date}
          </h3>
          <ul className="list-group">
            {day.slots.map((slot) => (
              <li
                key={slot.id}
                className="list-group-item d-flex justify-content-between align-items-center gap-2"
              >
                <span>
                  <span className="fw-semibold">
                    {formatTime(slot.start, timeZone)}{' '}
                    <span className="small text-body-secondary">
                      {zoneAbbreviation(slot.start, timeZone)}
                    </span>
                  </span>
                  <span className="d-block small text-body-secondary">{slot.title}</span>
                </span>
                <ReserveLink
                  slot={slot}
                  timeZone={timeZone}
                  className="btn btn-primary"
                  inspectorId={inspectorId}
                >
                  Reserve
                </ReserveLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shownDays < days.length && (
        <ShowMoreDays onClick={() => setShownDays((n) => n + DAYS_PER_STEP)} />
      )}
    </div>
  );
}

/**
 * "Show more days" waits for the page to start: a press before would do nothing. A component of
 * its own: the re-render that enables it after hydration draws the button, not the whole list.
 */
function ShowMoreDays({ onClick }: { onClick: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-outline-primary w-100"
      disabled={!hydrated}
      onClick={onClick}
    >
      Show more days
    </button>
  );
}
