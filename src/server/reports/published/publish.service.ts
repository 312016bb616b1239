import { reinspectionLinks } from '../reinspections/reinspections.service';
import { Readable } from 'node:stream';
import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import type {
  PublishCheck,
  PublishJob,
  PublishStep,
  ReportVersions,
} from '../../../shared/reports/report-publishing';
import type { Actor } from '../../admin/actor';
import { findOrder, type Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Env } from '../../env';
import { conflict, notFound } from '../../errors';
import { getSiteSettings } from '../../settings/settings.service';
import { findUserById } from '../../users/users.service';
import { publishReport, unpublishReport } from '../report-publish.service';
import { getReportSettings, photoRequiredFor } from '../report-settings.service';
import { MAX_REPORT_BYTES, uploadReport } from '../report-upload.service';
import { markWebVersion } from '../reports.service';
import {
  draftOf,
  findReport,
  markReportPublished,
  orderFacts,
  parseFacts,
  storedPhoto,
  templateOf,
} from '../writing/drafts.service';
import { selectOrderIdOfReport } from '../writing/drafts.repository';
import { publishedPhotos } from './markup-drawing';
import { reportLogo } from './report-logo';
import { renderReportPdf } from './report-pdf';
import { buildWebReport, type PhotoSizes } from './web-report-build';
import {
  finishVersion,
  insertPublishedPhoto,
  insertVersion,
  selectVersionById,
  selectVersions,
  setProgress,
  type VersionRow,
} from './versions.repository';

// Publishing: a version row is the job (answered at once), run in this process; done, its PDF is
// the order's report file, published through the report flow (decision 047).

export interface PublishDeps {
  db: Db;
  env: Env;
  /** Tells the outbox worker that e-mails are waiting. */
  wake(): void;
}

const RUNNING = new Set(['queued', 'photos', 'pdf', 'publishing']);

export async function publishCheck(db: Db, order: Order): Promise<PublishCheck> {
  const report = await findReport(db, order.id);
  const template = await templateOf(db, report);
  const draft = await draftOf(db, report, parseFacts(report?.factsJson ?? '{}'));
  const needPhoto = await photoRequiredFor(db);
  const itemsWithoutStatus = template.document.sections.flatMap((s) =>
    s.items
      .filter(
        (i) =>
          !draft.items.some(
            (e) => e.sectionKey === s.key && e.itemKey === i.key && e.status !== null,
          ),
      )
      .map((i) => ({ sectionKey: s.key, itemKey: i.key, title: i.title, section: s.title })),
  );
  const findingsWithoutPhoto = draft.findings
    .filter(
      (f) =>
        needPhoto.includes(f.severity) &&
        !draft.photos.some((p) => p.findingId === f.id && p.uploaded),
    )
    .map((f) => ({
      findingId: f.id,
      sectionKey: f.sectionKey,
      itemKey: f.itemKey,
      text: f.text,
      severity: f.severity,
    }));
  return {
    itemsWithoutStatus,
    findingsWithoutPhoto,
    photosWaiting: draft.photos.filter((p) => !p.uploaded).length,
    nextVersion: (report?.publishedVersion ?? 0) + 1,
    complete: itemsWithoutStatus.length === 0 && findingsWithoutPhoto.length === 0,
  };
}

const toJob = (v: VersionRow, orderId: number): PublishJob => ({
  jobId: v.id,
  orderId,
  version: v.version,
  step: v.step as PublishStep,
  percent: v.percent,
  message: v.message,
  reportFileId: v.reportFileId,
});

/** Starts publishing the order's report as its next version; the job runs after the answer. */
export async function startPublish(
  deps: PublishDeps,
  order: Order,
  input: { confirm: boolean; by: Actor },
): Promise<PublishJob> {
  const { db } = deps;
  if (order.bookingStatus !== 'active') throw conflict(M.cancelled);
  const report = await findReport(db, order.id);
  if (!report) throw conflict('Nothing is written in this report yet.');
  const check = await publishCheck(db, order);
  if (!check.complete && !input.confirm) throw conflict(M.confirmPublish);
  const versions = await selectVersions(db, report.id);
  // A job older than this died with its process (a restart): it no longer blocks a new one.
  const stuckBefore = input.by.at.getTime() - 10 * 60_000;
  if (versions.some((v) => RUNNING.has(v.step) && Date.parse(v.createdAt) > stuckBefore))
    throw conflict(M.publishing);
  const version = (versions[0]?.version ?? 0) + 1;
  let id: number;
  try {
    id = await insertVersion(
      db,
      { reportId: report.id, version, by: input.by.id },
      input.by.at.toISOString(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.publishing);
    throw error;
  }
  const job = await selectVersionById(db, id);
  if (!job) throw new Error('the publish job was not stored');
  setImmediate(() => {
    void runPublish(deps, order.id, id, input.by).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message.slice(0, 300) : 'Publishing failed.';
      await setProgress(db, id, { step: 'failed', percent: 100, message }).catch(() => undefined);
    });
  });
  return toJob(job, order.id);
}

async function runPublish(deps: PublishDeps, orderId: number, versionId: number, by: Actor) {
  const { db, env } = deps;
  const order = await findOrder(db, orderId);
  const report = await findReport(db, orderId);
  const job = await selectVersionById(db, versionId);
  if (!order || !report || !job) throw new Error('The order or its report is gone.');
  await setProgress(db, versionId, { step: 'photos', percent: 5 });
  const template = await templateOf(db, report);
  const draft = await draftOf(db, report, parseFacts(report.factsJson));
  const photos = draft.photos.filter((p) => p.uploaded);
  const pdfPhotos = new Map<string, Buffer>();
  const sizes = new Map<string, PhotoSizes>();
  await publishedPhotos(
    photos,
    (p) => storedPhoto(db, report.id, p.id),
    async (p, copy, count) => {
      await insertPublishedPhoto(db, {
        versionId,
        photoId: p.id,
        width: copy.width,
        height: copy.height,
        data: copy.full,
        web: copy.web,
      });
      pdfPhotos.set(p.id, copy.pdf);
      sizes.set(p.id, {
        width: copy.width,
        height: copy.height,
        web: { width: copy.web.width, height: copy.web.height },
      });
      const percent = 5 + Math.round((55 * count) / photos.length);
      await setProgress(db, versionId, { step: 'photos', percent });
    },
  );
  await setProgress(db, versionId, { step: 'pdf', percent: 65 });
  const [site, reportSettings] = await Promise.all([
    getSiteSettings(db, env),
    getReportSettings(db),
  ]);
  const facts = orderFacts(order, by.at);
  const head = {
    orderId,
    version: job.version,
    publishedAt: by.at.toISOString(),
    reportFileId: null,
    business: {
      name: site.businessName,
      logoUrl: '/apple-touch-icon.png',
      licences: reportSettings.licences
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      phone: site.phone,
      email: site.email,
    },
    property: { address: facts.address, inspectionAt: facts.inspectionAt },
    client: facts.buyers.join(', ') || facts.client.name,
    inspector: facts.inspector,
    reinspectionOf: (await reinspectionLinks(db, orderId)).of,
  };
  const web = buildWebReport(head, template.document, draft, sizes);
  const pdf = await renderReportPdf({
    report: web,
    photos: pdfPhotos,
    timeZone: site.timeZone,
    logo: reportLogo(),
    publicUrl: env.PUBLIC_URL,
  });
  await setProgress(db, versionId, { step: 'publishing', percent: 85 });
  const file = await uploadReport(db, {
    orderId,
    by,
    filename: `inspection-report-${orderId}-version-${job.version}.pdf`,
    contentType: 'application/pdf',
    body: Readable.from([pdf]),
    maxBytes: MAX_REPORT_BYTES,
  });
  await markWebVersion(db, file.id, job.version);
  await publishReport(db, env, { orderId, reportId: file.id, by });
  for (const earlier of await selectVersions(db, report.id)) {
    if (earlier.id === versionId || earlier.reportFileId === null) continue;
    // Customers see the latest only; the earlier PDFs stay listed for the business.
    await unpublishReport(db, { orderId, reportId: earlier.reportFileId, by }).catch(
      () => undefined,
    );
  }
  const at = by.at.toISOString();
  await markReportPublished(db, report.id, job.version, at);
  await finishVersion(
    db,
    versionId,
    { snapshotJson: JSON.stringify({ ...web, reportFileId: file.id }), reportFileId: file.id },
    at,
  );
  deps.wake();
}

/** A publish job's progress, for whoever may write the order's report. */
export async function publishJobOf(
  db: Db,
  jobId: number,
): Promise<{ job: VersionRow; orderId: number } | undefined> {
  const job = await selectVersionById(db, jobId);
  if (!job) return undefined;
  const orderId = await selectOrderIdOfReport(db, job.reportId);
  return orderId === undefined ? undefined : { job, orderId };
}

export const publishJobAnswer = toJob;

export async function reportVersions(db: Db, orderId: number): Promise<ReportVersions> {
  const report = await findReport(db, orderId);
  if (!report) return { versions: [] };
  const rows = await selectVersions(db, report.id);
  const current = rows.find((r) => r.step === 'done');
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.createdBy))) {
    if (id === null) continue;
    const user = await findUserById(db, id);
    if (user) names.set(id, `${user.firstName} ${user.lastName}`.trim() || user.email);
  }
  return {
    versions: rows.map((r) => ({
      version: r.version,
      publishedAt: r.publishedAt,
      publishedBy: (r.createdBy !== null && names.get(r.createdBy)) || null,
      step: r.step as PublishStep,
      reportFileId: r.reportFileId,
      current: r === current,
    })),
  };
}

/** The snapshot of a published version (the latest when `version` is left out). */
export async function publishedVersion(
  db: Db,
  orderId: number,
  version?: number,
): Promise<VersionRow> {
  const report = await findReport(db, orderId);
  const rows = report ? await selectVersions(db, report.id) : [];
  const found = rows.find(
    (r) => r.step === 'done' && (version === undefined || r.version === version),
  );
  if (!found?.snapshotJson) throw notFound(M.notFound);
  return found;
}
