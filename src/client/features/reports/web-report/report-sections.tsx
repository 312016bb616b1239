import { REINSPECTION_SECTION_KEY } from '../../../../shared/reports/reinspections';
import { ITEM_STATUS_LABELS, type ItemStatus } from '../../../../shared/reports/template';
import type { WebSection } from '../../../../shared/reports/web-report';
import { ReportFinding } from './report-finding';
import { FindingActions } from '../after-report/finding-actions';
import { ReportPhoto } from './report-photo';

const NOT_DONE = new Set<ItemStatus>(['not_fixed', 'new_defects']);

/** A reinspection's outcome stands on a line of its own under the long title, coloured. */
const statusClass = (sectionKey: string, status: ItemStatus | null) =>
  sectionKey !== REINSPECTION_SECTION_KEY
    ? 'small fw-normal text-body-secondary'
    : `web-report-outcome ${status && NOT_DONE.has(status) ? 'web-report-outcome-open' : 'web-report-outcome-done'}`;

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
                <span className={statusClass(s.key, item.status)}>
                  {item.status ? ITEM_STATUS_LABELS[item.status] : 'Not marked'}
                </span>
              </h3>
              {item.findings.map((f) => (
                <ReportFinding
                  key={f.id}
                  finding={f}
                  itemTitle={item.title}
                  actions={<FindingActions finding={f} />}
                />
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
