import { memo, useCallback, useMemo, useState } from 'react';
import { REINSPECTION_SECTION_KEY } from '../../../../../shared/reports/reinspections';
import { EMPTY_FACTS } from '../../../../../shared/reports/report-draft';
import type { TemplateSection } from '../../../../../shared/reports/template';
import { formatDateTimeLong } from '../../../../../shared/time';
import { siteConfig } from '../../../../lib/site-config';
import { sectionProgress } from '../model/draft-slices';
import type { ReportSession } from '../model/report-session';
import { useSessionReport, useSessionSlice } from '../model/use-report-session';
import { type EditorActions, editorActions } from './editor-actions';
import { FactsForm } from './facts-form';
import { ItemCard } from './item-card';
import { PublishPanel } from './publish-panel';
import { SectionList } from './section-list';
import { SyncStatus } from './sync-status';

/**
 * The report being written: facts, the section list, the open section's items, publishing. Drawn
 * again only when the server's copy or the open section changes: each part follows its own slice
 * of the draft (decision 082).
 */
export function ReportEditor({ session, offline }: { session: ReportSession; offline: boolean }) {
  const report = useSessionReport(session);
  const actions = useMemo(() => editorActions(session), [session]);
  const sections = report.template.document.sections;
  const [current, setCurrent] = useState(sections[0]?.key ?? '');
  const section = sections.find((s) => s.key === current) ?? sections[0];

  const open = useCallback((key: string) => {
    setCurrent(key);
    requestAnimationFrame(() => document.getElementById('section-heading')?.focus());
  }, []);
  const index = sections.findIndex((s) => s.key === section?.key);
  const next = sections[index + 1];

  return (
    <div className="report-editor">
      <h1 className="h3 mb-0">
        {sections[0]?.key === REINSPECTION_SECTION_KEY
          ? 'Reinspection report'
          : 'Inspection report'}
      </h1>
      <p className="mb-2">
        {report.order.address}
        <br />
        <span className="small text-body-secondary">
          {formatDateTimeLong(report.order.inspectionAt, siteConfig().timeZone)}
        </span>
      </p>
      <div className="report-editor-bar">
        <SyncStatus session={session} />
        <a href="#sections-heading" className="small text-nowrap">
          Sections
        </a>
      </div>
      {offline && <p className="small">No connection: showing the copy kept on this device.</p>}
      <EditorFacts session={session} actions={actions} />
      <SectionList
        session={session}
        sections={sections}
        current={section?.key ?? ''}
        onOpen={open}
      />
      {section && (
        <section aria-labelledby="section-heading" className="mb-3">
          <h2 id="section-heading" tabIndex={-1} className="h4">
            {section.title} <SectionDone session={session} section={section} />
          </h2>
          {section.items.map((item) => (
            <ItemCard
              key={item.key}
              item={item}
              session={session}
              orderId={report.orderId}
              sectionKey={section.key}
              actions={actions}
            />
          ))}
          {next && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => open(next.key)}
            >
              Next section: {next.title}
            </button>
          )}
        </section>
      )}
      <PublishPanel session={session} />
    </div>
  );
}

/** The property facts: drawn again only when they change. */
const EditorFacts = memo(function EditorFacts(props: {
  session: ReportSession;
  actions: EditorActions;
}) {
  const facts = useSessionSlice(props.session, 'facts', (c) => c.draft.facts, Object.is);
  const all = useMemo(() => ({ ...EMPTY_FACTS, ...facts }), [facts]);
  return <FactsForm facts={all} onChange={props.actions.facts} />;
});

/** The open section's items done, beside its title. */
function SectionDone({ session, section }: { session: ReportSession; section: TemplateSection }) {
  const done = useSessionSlice(
    session,
    `done/${section.key}`,
    (c) => sectionProgress([section], c.draft.items)[section.key]?.done ?? 0,
    Object.is,
  );
  return (
    <span className="small text-body-secondary fw-normal">
      {done} of {section.items.length} items done
    </span>
  );
}
