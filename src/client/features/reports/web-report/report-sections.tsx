import { ITEM_STATUS_LABELS, SEVERITY_LABELS } from '../../../../shared/reports/template';
import type { WebSection } from '../../../../shared/reports/web-report';
import { FindingActions } from '../after-report/finding-actions';
import { ReportPhoto } from './report-photo';

/** The report's sections, each item with its status, findings and photos. */
export function ReportSections({ sections }: { sections: WebSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section
          key={s.key}
          id={s.anchor}
          aria-labelledby={`${s.anchor}-h`}
          className="web-report-section mb-4"
        >
          <h2 id={`${s.anchor}-h`}>{s.title}</h2>
          {s.items.map((item) => (
            <article
              key={item.key}
              id={item.anchor}
              className="web-report-item"
              aria-labelledby={`${item.anchor}-h`}
            >
              <h3 id={`${item.anchor}-h`} className="h5 mb-1">
                {item.title}{' '}
                <span className="small fw-normal text-body-secondary">
                  {item.status ? ITEM_STATUS_LABELS[item.status] : 'Not marked'}
                </span>
              </h3>
              {item.findings.map((f) => (
                <div
                  key={f.id}
                  id={f.anchor}
                  className={`web-report-finding report-severity-${f.severity}`}
                >
                  <p className="mb-1">
                    <span className={`badge report-badge-${f.severity} me-2`}>
                      {SEVERITY_LABELS[f.severity]}
                    </span>
                    <span className="user-notes">{f.text}</span>
                  </p>
                  {f.location && <p className="small mb-1">Location: {f.location}</p>}
                  <FindingActions finding={f} />
                  <div className="web-report-photos">
                    {f.photos.map((p) => (
                      <ReportPhoto key={p.id} photo={p} fallback={`Photo of ${item.title}`} />
                    ))}
                  </div>
                </div>
              ))}
              {item.photos.length > 0 && (
                <div className="web-report-photos">
                  {item.photos.map((p) => (
                    <ReportPhoto key={p.id} photo={p} fallback={`Photo of ${item.title}`} />
                  ))}
                </div>
              )}
            </article>
          ))}
        </section>
      ))}
    </>
  );
}
