import { INSPECTOR_PORTAL_MESSAGES } from '../../../../shared/inspector-portal/inspector-schedule';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { useInspectorSchedule } from '../api/inspector-portal-api';
import { CalendarLinkPanel } from './calendar-link-panel';
import { VisitCard } from './visit-card';

/** /inspector: the signed-in inspector's upcoming inspections and private calendar link. */
export function InspectorPage() {
  const query = useInspectorSchedule();
  const refused = query.error instanceof ApiError && query.error.status === 403;
  return (
    <div style={{ maxWidth: '52rem' }}>
      <h1 className="mb-4">My inspections schedule</h1>
      {query.isPending && <Spinner label="Loading your schedule..." />}
      {refused && (
        <div className="alert alert-warning" data-testid="inspector-refused">
          {INSPECTOR_PORTAL_MESSAGES.inspectorsOnly} If you are one of our inspectors, please ask
          the office to give your account the inspector role.
        </div>
      )}
      {query.isError && !refused && (
        <div className="alert alert-danger" role="alert">
          We could not load your schedule. Please reload the page to try again.
        </div>
      )}
      {query.isSuccess && (
        <>
          <p className="text-body-secondary">Signed in as {query.data.inspectorName}.</p>
          <section aria-labelledby="upcoming-heading" className="mb-4">
            <h2 id="upcoming-heading" className="h4 mb-3">
              Upcoming inspections
            </h2>
            {query.data.visits.length === 0 ? (
              <p>No upcoming inspections.</p>
            ) : (
              query.data.visits.map((v) => <VisitCard key={v.id} visit={v} />)
            )}
          </section>
          <CalendarLinkPanel feedCreatedAt={query.data.feedCreatedAt} />
        </>
      )}
    </div>
  );
}
