import {
  AGENT_INSPECTION_NOT_FOUND,
  AGENTS_ONLY,
  type AgentInspectionAnswer,
  agentReportPath,
} from '../../../../shared/agents/agent-portal';
import { formatDateTimeLong } from '../../../../shared/time';
import { ReportFileList } from '../../../components/report-file-list';
import { Spinner } from '../../../components/spinner';
import { Link } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';
import { refusedStatus, useAgentInspection } from '../api/agent-portal-api';

// /agent/inspections/{id}: one inspection the agent is named on: when, where, its status and the
// reports the client shared; never its price. Anyone else's is "not found".

function Reports({ view }: { view: AgentInspectionAnswer }) {
  if (!view.shared)
    return <p>The client has not shared this inspection&apos;s reports with you.</p>;
  if (view.reports.length === 0)
    return <p>No report has been published for this inspection yet. Please check back later.</p>;
  return (
    <ReportFileList
      reports={view.reports}
      labelledBy="agent-reports-heading"
      downloadPath={agentReportPath}
    />
  );
}

function Summary({ view }: { view: AgentInspectionAnswer }) {
  const { timeZone } = siteConfig();
  return (
    <>
      <dl className="row mb-4">
        <dt className="col-sm-3">Inspection</dt>
        <dd className="col-sm-9">{formatDateTimeLong(view.start, timeZone)}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9" data-testid="agent-inspection-status">
          {view.status}
        </dd>
        <dt className="col-sm-3">Property</dt>
        <dd className="col-sm-9">{view.address || '—'}</dd>
        <dt className="col-sm-3">Client</dt>
        <dd className="col-sm-9">{view.clientName}</dd>
        <dt className="col-sm-3">Services</dt>
        <dd className="col-sm-9">{view.services.join(', ') || '—'}</dd>
      </dl>
      <h2 className="h4" id="agent-reports-heading">
        Reports
      </h2>
      <Reports view={view} />
    </>
  );
}

export function AgentInspectionPage({ id }: { id: number }) {
  const query = useAgentInspection(id);
  const status = refusedStatus(query.error);
  return (
    <div style={{ maxWidth: '52rem' }}>
      <p>
        <Link to="/agent">Back to your inspections</Link>
      </p>
      <h1 className="mb-3">Inspection</h1>
      {query.isPending && <Spinner label="Loading the inspection..." />}
      {(status === 404 || status === 400) && (
        <div className="alert alert-warning" data-testid="agent-not-found">
          {AGENT_INSPECTION_NOT_FOUND}
        </div>
      )}
      {status === 403 && <div className="alert alert-warning">{AGENTS_ONLY}</div>}
      {query.isError && ![400, 403, 404].includes(status ?? 0) && (
        <div className="alert alert-danger" role="alert">
          We could not load this inspection. Please reload the page to try again.
        </div>
      )}
      {query.isSuccess && <Summary view={query.data} />}
    </div>
  );
}
