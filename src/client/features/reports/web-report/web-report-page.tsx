import { FACT_KEYS, FACT_LABELS } from '../../../../shared/reports/report-draft';
import { REINSPECTION_OUTCOMES } from '../../../../shared/reports/reinspections';
import { type ReportWait, WAIT_MESSAGES } from '../../../../shared/reports/reports';
import { ITEM_STATUS_LABELS } from '../../../../shared/reports/template';
import type { WebReport } from '../../../../shared/reports/web-report';
import { formatDate, formatDateTimeLong } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { siteConfig } from '../../../lib/site-config';
import { useSession } from '../../auth/api/use-session';
import { RepairRequestPanel } from '../repair-request/repair-request-panel';
import { ReportActions } from '../after-report/report-actions';
import { ReportSections } from './report-sections';
import { ReportSummary } from './report-summary';
import { shellKey, StaticReport, useServerShell } from './static-report';
import { useWebReport } from './use-web-report';
import '../severity.css';
import './web-report.css';

/**
 * /reports/{orderId}: the published report, for the client and the realtor's link alike; the
 * server renders it in the reader's session (a refusal is rendered here, with the session), and
 * the browser keeps that HTML as it is, drawing only its controls (static-report.tsx).
 */
export function WebReportPage() {
  const orderId = Number(useParams().orderId);
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || undefined;
  const id = Number.isSafeInteger(orderId) ? orderId : 0;
  const shell = useServerShell(shellKey(id, version ?? 'latest'));
  const { data, error, isPending } = useWebReport(id, version, !shell);
  const { user } = useSession();
  if (shell)
    return (
      <ReportActions orderId={shell.orderId} repairs={!shell.reinspection}>
        <StaticReport shell={shell} />
        {!shell.reinspection && <RepairRequestPanel />}
      </ReportActions>
    );
  if (isPending) return <Spinner label="Loading the report..." />;
  if (error instanceof ApiError && error.status === 403) {
    const waits = error.json<{ waits?: ReportWait[] }>()?.waits ?? [];
    return (
      <div>
        <h1 className="mb-3">Inspection report</h1>
        {waits.map((w) => (
          <p key={w} className="alert alert-warning">
            {WAIT_MESSAGES[w]}{' '}
            {user &&
              (w === 'agreement' ? (
                <Link to={`/user/inspections/${orderId}`}>Sign the agreement</Link>
              ) : (
                <Link to="/user/payments">Pay now</Link>
              ))}
          </p>
        ))}
      </div>
    );
  }
  if (!data)
    return (
      <div className="alert alert-warning" role="alert">
        {error instanceof ApiError && error.status === 401
          ? 'Please sign in, or open the link you were sent, to see this report.'
          : 'This report is not available.'}
      </div>
    );
  return (
    <ReportActions orderId={data.orderId} repairs={!data.reinspectionOf}>
      <WebReportView report={data} pdf={data.pdfUrl ?? undefined} />
      {/* A reinspection's report checks a request: it does not start one of its own. */}
      {!data.reinspectionOf && <RepairRequestPanel />}
    </ReportActions>
  );
}

/** A reinspection's outcomes at a glance: "Fixed: 1 · Not fixed: 1 · …". */
function OutcomeCounts({ report }: { report: WebReport }) {
  const items = report.sections.flatMap((s) => s.items);
  return (
    <p className="mb-2 fw-semibold" data-testid="reinspection-outcomes">
      {REINSPECTION_OUTCOMES.map(
        (o) => `${ITEM_STATUS_LABELS[o]}: ${items.filter((i) => i.status === o).length}`,
      ).join(' · ')}
    </p>
  );
}

function WebReportView({ report: r, pdf }: { report: WebReport; pdf: string | undefined }) {
  const { timeZone } = siteConfig();
  const facts = FACT_KEYS.filter((k) => r.facts[k]);
  return (
    <article className="web-report" aria-labelledby="report-title">
      <div className="web-report-business">
        {r.business.logoUrl && (
          <img
            src={r.business.logoUrl}
            alt=""
            width={160}
            height={48}
            className="web-report-logo"
          />
        )}
        <div>
          <p className="fw-semibold mb-0">{r.business.name}</p>
          {r.business.licences.length > 0 && (
            <p className="small mb-0">Licence {r.business.licences.join(' · ')}</p>
          )}
          <p className="small mb-0">
            {[r.business.phone, r.business.email].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <h1 id="report-title" className="h2 mt-3 mb-1">
        {r.reinspectionOf ? 'Reinspection report' : 'Inspection report'}
      </h1>
      <p className="lead mb-1">{r.property.address}</p>
      {r.reinspectionOf && (
        <p className="mb-2" data-testid="reinspection-of">
          Checks the repairs asked for
          {r.reinspectionOf.repairRequestId !== null &&
            ` in repair request #${r.reinspectionOf.repairRequestId}`}{' '}
          on the <Link to={`/reports/${r.reinspectionOf.orderId}`}>original inspection report</Link>
          .
        </p>
      )}
      {r.reinspectionOf && <OutcomeCounts report={r} />}
      <p className="mb-2">
        Inspected {formatDateTimeLong(r.property.inspectionAt, timeZone)}
        {r.inspector && ` by ${r.inspector}`} for {r.client}. Version {r.version}, published{' '}
        {formatDate(r.publishedAt, timeZone)}.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3 web-report-actions">
        {pdf && (
          <a className="btn btn-primary" href={pdf} download>
            Download PDF
          </a>
        )}
        <button type="button" className="btn btn-quiet" data-print onClick={() => window.print()}>
          Print
        </button>
      </div>
      <ReportSummary summary={r.summary} />
      {facts.length > 0 && <h2 className="h5">Property facts</h2>}
      {facts.length > 0 && (
        <dl className="row small web-report-facts mb-4">
          {facts.map((k) => (
            <div key={k} className="col-6 col-md-4 mb-1">
              <dt className="fw-semibold">{FACT_LABELS[k]}</dt>
              <dd className="mb-0">{r.facts[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      <nav aria-labelledby="contents-heading" className="web-report-contents mb-4">
        <h2 id="contents-heading" className="h5">
          Contents
        </h2>
        <ol className="mb-0">
          {r.sections.map((s) => (
            <li key={s.key}>
              <a href={`#${s.anchor}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ReportSections sections={r.sections} />
    </article>
  );
}
