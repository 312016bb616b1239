import {
  type Draft,
  type EditorReport,
  EMPTY_FACTS,
  type Facts,
  factsSchema,
  type ReportProgress,
  markupSchema,
  progressPercent,
} from '../../../shared/reports/report-draft';
import type { ItemStatus, Severity, TemplateDocument } from '../../../shared/reports/template';
import { inspectorVisit } from '../../../shared/inspector-portal/inspector-visit';
import type { Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { photoRequiredFor } from '../report-settings.service';
import {
  currentTemplateVersion,
  findTemplateVersion,
  type TemplateVersion,
} from '../templates/templates.service';
import { parseTimes } from './merge';
import { reinspectionDocument } from '../reinspections/reinspection-template';
import {
  insertReportIfMissing,
  type ReportRow,
  selectItems,
  selectReportOfOrder,
  selectReportsOfOrders,
  selectReportStates,
  setPublishedVersion,
} from './drafts.repository';
import { selectFindings, selectPhotoData, selectPhotos } from './draft-entries.repository';

// The draft of an order's written report: started from a template version on its first change,
// read whole for the editor (docs/reports-writing.md).

export type { ReportRow };

/** The order in the editor's words: what the cover shows and the facts start from. */
export function orderFacts(order: Order, now: Date) {
  const visit = inspectorVisit({ ...order, start: order.slotStart }, now, null);
  return {
    address: visit.address,
    inspectionAt: order.slotStart,
    homeSize: visit.homeSize,
    propertyAge: visit.propertyAge,
    client: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    buyers: visit.buyers,
    inspector: order.inspectorName,
    cancelled: order.bookingStatus !== 'active',
  };
}

/** The facts a new report starts with: what the order already says. */
export const prefilledFacts = (order: Order, now: Date): Facts => ({
  ...EMPTY_FACTS,
  size: orderFacts(order, now).homeSize.slice(0, 200),
});

export const itemCount = (doc: TemplateDocument) =>
  doc.sections.reduce((n, s) => n + s.items.length, 0);

/** `${sectionKey}/${itemKey}` of every item of the template. */
export const itemKeysOf = (doc: TemplateDocument) =>
  new Set(doc.sections.flatMap((s) => s.items.map((i) => `${s.key}/${i.key}`)));

export function parseFacts(json: string): Facts {
  try {
    const parsed = factsSchema.partial().safeParse(JSON.parse(json));
    return { ...EMPTY_FACTS, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return EMPTY_FACTS;
  }
}

export const findReport = selectReportOfOrder;

const noTemplate = () => new HttpError(503, 'No report template is set up yet.');

/**
 * The report's template version (the current one while not started). A reinspection's report
 * keeps that version's id, but its document is the findings asked for (decision 066).
 */
export async function templateOf(
  db: Db,
  report: ReportRow | undefined,
  orderId?: number,
): Promise<TemplateVersion> {
  const version = report
    ? await findTemplateVersion(db, report.templateVersionId)
    : await currentTemplateVersion(db);
  if (!version) throw noTemplate();
  const reinspection = await reinspectionDocument(db, report?.orderId ?? orderId ?? 0);
  return reinspection ? { ...version, document: reinspection } : version;
}

/** The order's report, started now on `templateVersionId` (or the current version) if need be. */
export async function startReport(
  db: Db,
  order: Order,
  templateVersionId: number | undefined,
  now: Date,
): Promise<ReportRow> {
  const existing = await selectReportOfOrder(db, order.id);
  if (existing) return existing;
  const asked = templateVersionId ? await findTemplateVersion(db, templateVersionId) : undefined;
  const found = asked ?? (await currentTemplateVersion(db));
  if (!found) throw noTemplate();
  const reinspection = await reinspectionDocument(db, order.id);
  const version = reinspection ? { ...found, document: reinspection } : found;
  await insertReportIfMissing(
    db,
    {
      orderId: order.id,
      templateVersionId: version.id,
      factsJson: JSON.stringify(prefilledFacts(order, now)),
      itemsTotal: itemCount(version.document),
    },
    now.toISOString(),
  );
  const started = await selectReportOfOrder(db, order.id);
  if (!started) throw new Error('the report was not started');
  return started;
}

export function progressOf(report: ReportRow | undefined): ReportProgress {
  if (!report) return { state: 'not-started' };
  if (report.publishedVersion > 0)
    return {
      state: 'published',
      version: report.publishedVersion,
      changedSince:
        report.publishedAt !== null &&
        Date.parse(report.updatedAt) > Date.parse(report.publishedAt),
    };
  return { state: 'in-progress', percent: progressPercent(report.itemsTotal, report.itemsDone) };
}

/** The progress of each order's report (orders without one: not started). */
export async function reportProgressOf(
  db: Db,
  orderIds: number[],
): Promise<Map<number, ReportProgress>> {
  const rows = await selectReportsOfOrders(db, orderIds);
  return new Map(orderIds.map((id) => [id, progressOf(rows.find((r) => r.orderId === id))]));
}

export type ProgressFilter = ReportProgress['state'];

/** Order ids whose report is in the state; for not-started, the ids that have a report (to leave out). */
export async function ordersWithReportState(
  db: Db,
  state: ProgressFilter,
): Promise<{ include: number[] } | { exclude: number[] }> {
  const rows = await selectReportStates(db);
  if (state === 'not-started') return { exclude: rows.map((r) => r.orderId) };
  const published = state === 'published';
  return {
    include: rows.filter((r) => r.publishedVersion > 0 === published).map((r) => r.orderId),
  };
}

const safeMarkup = (json: string) => {
  try {
    const parsed = markupSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/** The draft as the editor gets it. */
export async function draftOf(db: Db, report: ReportRow | undefined, facts: Facts): Promise<Draft> {
  if (!report)
    return { facts, factTimes: {}, items: [], findings: [], photos: [], updatedAt: null };
  const [items, findings, photos] = await Promise.all([
    selectItems(db, report.id),
    selectFindings(db, report.id),
    selectPhotos(db, report.id),
  ]);
  return {
    facts: parseFacts(report.factsJson),
    factTimes: parseTimes(report.factTimesJson),
    items: items.map((i) => ({ ...i, status: i.status as ItemStatus | null })),
    findings: findings.map((f) => ({
      id: f.id,
      sectionKey: f.sectionKey,
      itemKey: f.itemKey,
      commentKey: f.commentKey,
      text: f.text,
      severity: f.severity as Severity,
      location: f.location,
      createdAt: f.createdAt,
      fieldTimes: parseTimes(f.fieldTimesJson),
    })),
    photos: photos.map((p) => ({
      id: p.id,
      sectionKey: p.sectionKey,
      itemKey: p.itemKey,
      findingId: p.findingId,
      caption: p.caption,
      markup: safeMarkup(p.markupJson),
      uploaded: p.uploaded,
      width: p.width,
      height: p.height,
      sizeBytes: p.sizeBytes,
      createdAt: p.createdAt,
      fieldTimes: parseTimes(p.fieldTimesJson),
    })),
    updatedAt: report.updatedAt,
  };
}

/** GET report_editor.php: everything the editor needs to work offline on this order. */
export async function editorReport(db: Db, order: Order, now: Date): Promise<EditorReport> {
  const report = await selectReportOfOrder(db, order.id);
  const template = await templateOf(db, report, order.id);
  return {
    orderId: order.id,
    order: orderFacts(order, now),
    template: { versionId: template.id, version: template.version, document: template.document },
    started: report !== undefined,
    draft: await draftOf(db, report, prefilledFacts(order, now)),
    progress: progressOf(report),
    published:
      report && report.publishedVersion > 0 && report.publishedAt
        ? { version: report.publishedVersion, publishedAt: report.publishedAt }
        : null,
    photoRequiredFor: await photoRequiredFor(db),
  };
}

/** The stored (cleaned) JPEG of a draft photo, removed ones excepted. */
export async function storedPhoto(db: Db, reportId: number, photoId: string) {
  const data = await selectPhotoData(db, reportId, photoId);
  return data && Buffer.from(data);
}

/** Records `version` as the report's latest published one. */
export function markReportPublished(db: Db, reportId: number, version: number, at: string) {
  return setPublishedVersion(db, reportId, version, at);
}
