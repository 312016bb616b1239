import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useInspectors } from '../../inspectors/api/use-inspectors';
import { InspectorChoice } from '../../inspectors/components/inspector-choice';
import { Spinner } from '../../../components/spinner';
import { AvailabilityList } from './availability-list';

// The calendar library is large; it loads only on this page, and only on a wide screen.
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
      {wide ? (
        <Suspense fallback={<Spinner label="Loading calendar..." />}>
          <AvailabilityCalendar inspectorId={inspectorId} />
        </Suspense>
      ) : (
        <AvailabilityList inspectorId={inspectorId} />
      )}
    </section>
  );
}
