import { memo } from 'react';
import type { TemplateSection } from '../../../../../shared/reports/template';
import { sameProgress, sectionProgress } from '../model/draft-slices';
import type { ReportSession } from '../model/report-session';
import { useSessionSlice } from '../model/use-report-session';

/** The template's sections with items done of items; choosing one shows it (drawn again only
 * when the progress or the open section changes, not on every edit). */
export const SectionList = memo(function SectionList(props: {
  session: ReportSession;
  sections: TemplateSection[];
  current: string;
  onOpen: (key: string) => void;
}) {
  const { sections } = props;
  const progress = useSessionSlice(
    props.session,
    'progress',
    (c) => sectionProgress(sections, c.draft.items),
    sameProgress,
  );
  return (
    <nav aria-labelledby="sections-heading" className="card mb-3">
      <div className="card-body">
        <h2 id="sections-heading" className="h5">
          Sections
        </h2>
        <ol className="list-unstyled mb-0 report-section-list">
          {props.sections.map((s) => {
            const p = progress[s.key] ?? { done: 0, total: s.items.length };
            const complete = p.total > 0 && p.done === p.total;
            return (
              <li key={s.key}>
                <button
                  type="button"
                  className={`btn btn-sm w-100 d-flex justify-content-between align-items-center ${
                    s.key === props.current ? 'btn-primary' : 'btn-quiet'
                  }`}
                  aria-current={s.key === props.current ? 'true' : undefined}
                  onClick={() => props.onOpen(s.key)}
                >
                  <span className="text-start">{s.title}</span>
                  <span className="ms-2 text-nowrap">
                    <span aria-hidden="true">
                      {complete ? '✓ ' : ''}
                      {p.done}/{p.total}
                    </span>
                    <span className="visually-hidden">
                      , {p.done} of {p.total} items done
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
});
