import { REINSPECTION_SECTION_KEY } from '../../../../../shared/reports/reinspections';
import { useCallback, useMemo, useState } from 'react';
import { EMPTY_FACTS, type Finding, type Photo } from '../../../../../shared/reports/report-draft';
import type { ItemStatus } from '../../../../../shared/reports/template';
import { formatDateTimeLong } from '../../../../../shared/time';
import { siteConfig } from '../../../../lib/site-config';
import type { ReportSession } from '../model/report-session';
import { useSessionContent } from '../model/use-report-session';
import { editorActions } from './editor-actions';
import { FactsForm } from './facts-form';
import { ItemCard } from './item-card';
import { PublishPanel } from './publish-panel';
import { SectionList, type SectionProgress } from './section-list';
import { SyncStatus } from './sync-status';

const NONE: never[] = [];

/** The report being written: facts, the section list, the open section's items, publishing. */
export function ReportEditor({ session, offline }: { session: ReportSession; offline: boolean }) {
  const { report, draft, thumbs } = useSessionContent(session);
  const actions = useMemo(() => editorActions(session), [session]);
  const sections = report.template.document.sections;
  const [current, setCurrent] = useState(sections[0]?.key ?? '');
  const section = sections.find((s) => s.key === current) ?? sections[0];

  const statuses = useMemo(() => {
    const map = new Map<string, ItemStatus | null>();
    for (const i of draft.items) map.set(`${i.sectionKey}/${i.itemKey}`, i.status);
    return map;
  }, [draft.items]);
  const progress = useMemo(() => {
    const out: Record<string, SectionProgress> = {};
    for (const s of sections) {
      const done = s.items.filter((i) => statuses.get(`${s.key}/${i.key}`)).length;
      out[s.key] = { done, total: s.items.length };
    }
    return out;
  }, [sections, statuses]);

  const byItem = useMemo(() => {
    const findings = new Map<string, Finding[]>();
    const photos = new Map<string, Photo[]>();
    const add = <T,>(map: Map<string, T[]>, key: string, x: T) =>
      map.set(key, [...(map.get(key) ?? []), x]);
    for (const f of draft.findings) add(findings, `${f.sectionKey}/${f.itemKey}`, f);
    for (const p of draft.photos) add(photos, `${p.sectionKey}/${p.itemKey}`, p);
    return { findings, photos };
  }, [draft.findings, draft.photos]);

  const open = useCallback((key: string) => {
    setCurrent(key);
    requestAnimationFrame(() => document.getElementById('section-heading')?.focus());
  }, []);
  const index = sections.findIndex((s) => s.key === section?.key);
  const next = sections[index + 1];
  const facts = useMemo(() => ({ ...EMPTY_FACTS, ...draft.facts }), [draft.facts]);

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
      <FactsForm facts={facts} onChange={actions.facts} />
      <SectionList
        sections={sections}
        progress={progress}
        current={section?.key ?? ''}
        onOpen={open}
      />
      {section && (
        <section aria-labelledby="section-heading" className="mb-3">
          <h2 id="section-heading" tabIndex={-1} className="h4">
            {section.title}{' '}
            <span className="small text-body-secondary fw-normal">
              {progress[section.key]?.done} of {section.items.length} items done
            </span>
          </h2>
          {section.items.map((item) => (
            <ItemCard
              key={item.key}
              orderId={report.orderId}
              sectionKey={section.key}
              item={item}
              status={statuses.get(`${section.key}/${item.key}`) ?? null}
              findings={byItem.findings.get(`${section.key}/${item.key}`) ?? NONE}
              photos={byItem.photos.get(`${section.key}/${item.key}`) ?? NONE}
              thumbs={thumbs}
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
