import { AGENTS_ONLY, type AgentInspectionRow } from '../../../../shared/agents/agent-portal';
import { formatDate, formatTime } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { Link, useNavigate } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';
import { startBookingForClient } from '../../booking/last-reservation';
import { refusedStatus, useAgentInspections } from '../api/agent-portal-api';
import { AgentProfileForm } from './agent-profile-form';

// /agent: every inspection the signed-in agent is named on, Book for a client, and their details.

function InspectionItem({ row }: { row: AgentInspectionRow }) {
  const { timeZone } = siteConfig();
  return (
    <li className="list-group-item" data-testid="agent-inspection">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <Link to={`/agent/inspections/${row.id}`} className="fw-semibold">
          <time dateTime={row.start}>
            {formatDate(row.start, timeZone)} at {formatTime(row.start, timeZone)}
          </time>
        </Link>
        <span className="badge bg-secondary text-white">{row.status}</span>
      </div>
      <div>{row.address || 'Address not given'}</div>
      <div className="small text-body-secondary">
        Client: {row.clientName}
        {' · '}
        {row.sharedReports === 1 ? '1 report shared' : `${row.sharedReports} reports shared`}
      </div>
    </li>
  );
}

export function AgentPage() {
  const query = useAgentInspections();
  const navigate = useNavigate();
  const status = refusedStatus(query.error);
  const bookForClient = () => {
    if (!query.data) return;
    startBookingForClient(query.data.agent);
    navigate('/home-inspection');
  };
  return (
    <div style={{ maxWidth: '52rem' }}>
      <h1 className="mb-3">Your clients’ inspections</h1>
      {query.isPending && <Spinner label="Loading your inspections..." />}
      {status === 403 && (
        <div className="alert alert-warning" data-testid="agent-refused">
          {AGENTS_ONLY}
        </div>
      )}
      {query.isError && status !== 403 && (
        <div className="alert alert-danger" role="alert">
          We could not load your inspections. Please reload the page to try again.
        </div>
      )}
      {query.isSuccess && (
        <>
          <p className="text-body-secondary">
            Signed in as {query.data.agent.name}
            {query.data.agent.agency && `, ${query.data.agent.agency}`}.
          </p>
          <p>
            <button type="button" className="btn btn-primary" onClick={bookForClient}>
              Book for a client
            </button>
          </p>
          <section aria-labelledby="agent-inspections-heading">
            <h2 id="agent-inspections-heading" className="h4 mb-3">
              Inspections you are named on
            </h2>
            {query.data.inspections.length === 0 ? (
              <p>No inspection names you yet.</p>
            ) : (
              <ul className="list-group mb-4">
                {query.data.inspections.map((row) => (
                  <InspectionItem key={row.id} row={row} />
                ))}
              </ul>
            )}
          </section>
          <section className="mb-4">
            <AgentProfileForm profile={query.data.agent} />
          </section>
        </>
      )}
    </div>
  );
}
