import { lazy, Suspense, useSyncExternalStore } from 'react';
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
  return (
    <section>
      <h1 className="mb-3">Inspection Availability</h1>
      <p className="text-muted">
        Choose an open time to start your booking. All times are shown in the business&apos;s local
        time.
      </p>
      {wide ? (
        <Suspense fallback={<Spinner label="Loading calendar..." />}>
          <AvailabilityCalendar />
        </Suspense>
      ) : (
        <AvailabilityList />
      )}
    </section>
  );
}
