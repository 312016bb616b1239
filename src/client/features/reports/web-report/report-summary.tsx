import { SEVERITIES, SEVERITY_LABELS } from '../../../../shared/reports/template';
import type { WebReport } from '../../../../shared/reports/web-report';
import { SeverityBadge } from '../severity-badge';
import { ReportPhoto } from './report-photo';

/** Summary: counts by severity, then every Safety and Repair finding, each linking to its place. */
export function ReportSummary({ summary }: { summary: WebReport['summary'] }) {
  return (
    <section aria-labelledby="summary-heading" className="web-report-summary mb-4">
      <h2 id="summary-heading">Summary</h2>
      <ul className="list-inline mb-3" aria-label="Findings by severity">
        {SEVERITIES.map((s) => (
          <li key={s} className="list-inline-item mb-1">
            <span className={`badge report-badge-${s} fs-6`}>
              {SEVERITY_LABELS[s]}: {summary.counts[s] ?? 0}
            </span>
          </li>
        ))}
      </ul>
      {summary.findings.length === 0 ? (
        <p>No safety or repair findings.</p>
      ) : (
        <ol className="list-unstyled web-report-summary-list">
          {summary.findings.map((f) => (
            <li key={f.id} className={`web-report-finding report-severity-${f.severity}`}>
              <p className="mb-1">
                <SeverityBadge severity={f.severity} className="me-2" />
                <a href={`#${f.anchor}`}>
                  {f.section}: {f.item}
                </a>
              </p>
              <p className="mb-1 user-notes">{f.text}</p>
              {f.location && <p className="small mb-1">Location: {f.location}</p>}
              {f.photos[0] && (
                <ReportPhoto
                  photo={f.photos[0]}
                  fallback={`Photo of ${f.item}: ${f.text.slice(0, 80)}`}
                  place="summary"
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
