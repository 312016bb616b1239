import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useInspectors } from '../../inspectors/api/use-inspectors';
import { InspectorChoice } from '../../inspectors/components/inspector-choice';
import { Spinner } from '../../../components/spinner';
import { AvailabilityList } from './availability-list';
import { WaitlistPanel } from '../../waitlist/components/waitlist-form';
import '../../../lib/hand-dates';

// The calendar library is large; it loads only on this page, and only on a wide screen, where it
// shows beside the list of open times.
const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Wide enough for the month grid; the server (and the first render after it) assume a phone. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

export function AvailabilityPage() {
  const wide = useWideScreen();
  const inspectors = useInspectors();
  const [inspectorId, setInspectorId] = useState<number | null>(null);
  return (
    <section>
      <h1 className="mb-3">Inspection Availability</h1>
      <p className="text-muted">
        Choose an open time to start your booking. All times are shown in the business&apos;s local
        time.
      </p>
      {!!inspectors.data?.length && (
        <InspectorChoice
          inspectors={inspectors.data}
          value={inspectorId}
          onChange={setInspectorId}
        />
      )}
      <div className="row g-4">
        {/* The grid is for the eye and the mouse; the list is for everyone (a phone shows only it). */}
        <div className="col-lg-8 d-none d-md-block" aria-hidden="true">
          {wide && (
            <Suspense fallback={<Spinner label="Loading calendar..." />}>
              <AvailabilityCalendar inspectorId={inspectorId} />
            </Suspense>
          )}
        </div>
        <div className="col-lg-4">
          <AvailabilityList inspectorId={inspectorId} />
        </div>
      </div>
      <WaitlistPanel />
    </section>
  );
}
