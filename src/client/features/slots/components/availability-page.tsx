import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';

// The calendar library is large; it loads only on this page.
const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

export function AvailabilityPage() {
  return (
    <section>
      <h1 className="mb-3">Inspection Availability</h1>
      <p className="text-muted">
        Choose an open time to start your booking. All times are shown in the business&apos;s local
        time.
      </p>
      <Suspense fallback={<Spinner label="Loading calendar..." />}>
        <AvailabilityCalendar />
      </Suspense>
    </section>
  );
}
