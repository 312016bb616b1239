import type { Draft } from '../../../shared/reports/report-draft';
import { publishedPhotoPath } from '../../../shared/reports/report-api';
import { type Severity, SEVERITIES, type TemplateDocument } from '../../../shared/reports/template';
import type { WebFinding, WebPhoto, WebReport } from '../../../shared/reports/web-report';

// The web report of a version, built once at publishing from the draft and its template version
// (then kept as the version's snapshot: a later edit of either changes no published version).

export interface WebReportHead {
  orderId: number;
  version: number;
  publishedAt: string;
  reportFileId: number | null;
  business: WebReport['business'];
  property: WebReport['property'];
  client: string;
  inspector: string | null;
  reinspectionOf?: WebReport['reinspectionOf'];
}

/** A published photo's full size and its web copy's. */
export interface PhotoSizes {
  width: number;
  height: number;
  web?: { width: number; height: number };
}

const SUMMARY_SEVERITIES: readonly Severity[] = ['safety', 'repair'];

export function buildWebReport(
  head: WebReportHead,
  template: TemplateDocument,
  draft: Draft,
  photoSizes: Map<string, PhotoSizes>,
): WebReport {
  const photo = (p: Draft['photos'][number]): WebPhoto => {
    const size = photoSizes.get(p.id);
    const web = size?.web;
    return {
      id: p.id,
      url: publishedPhotoPath(head.orderId, head.version, p.id),
      caption: p.caption,
      width: size?.width ?? p.width,
      height: size?.height ?? p.height,
      ...(web && {
        web: { url: publishedPhotoPath(head.orderId, head.version, p.id, 'web'), ...web },
      }),
    };
  };
  const published = draft.photos.filter((p) => photoSizes.has(p.id));
  const summary: WebReport['summary']['findings'] = [];
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  const sections = template.sections.map((section) => ({
    key: section.key,
    title: section.title,
    anchor: `s-${section.key}`,
    items: section.items.map((item) => {
      const here = (x: { sectionKey: string; itemKey: string }) =>
        x.sectionKey === section.key && x.itemKey === item.key;
      const findings: WebFinding[] = draft.findings.filter(here).map((f) => ({
        id: f.id,
        text: f.text,
        severity: f.severity,
        location: f.location,
        photos: published.filter((p) => p.findingId === f.id).map(photo),
        anchor: `f-${f.id}`,
      }));
      for (const f of findings) {
        counts[f.severity] += 1;
        if (SUMMARY_SEVERITIES.includes(f.severity))
          summary.push({ ...f, section: section.title, item: item.title });
      }
      const findingIds = new Set(findings.map((f) => f.id));
      return {
        key: item.key,
        title: item.title,
        status: draft.items.find(here)?.status ?? null,
        findings,
        photos: published
          .filter((p) => here(p) && (p.findingId === null || !findingIds.has(p.findingId)))
          .map(photo),
        anchor: `i-${section.key}-${item.key}`,
      };
    }),
  }));
  summary.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
  return { ...head, facts: draft.facts, summary: { counts, findings: summary }, sections };
}
