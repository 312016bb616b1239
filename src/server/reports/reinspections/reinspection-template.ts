import { REINSPECTION_SECTION_KEY } from '../../../shared/reports/reinspections';
import { type TemplateDocument, templateDocumentSchema } from '../../../shared/reports/template';
import type { WebReport } from '../../../shared/reports/web-report';
import type { Db } from '../../db/database';
import { selectVersions } from '../published/versions.repository';
import { selectItems } from '../repair-requests/repair-requests.repository';
import { selectReportOfOrder } from '../writing/drafts.repository';
import {
  type ReinspectionRow,
  selectReinspectionOf,
  updateChecklistIfMissing,
} from './reinspections.repository';

// The reinspection's report is the written report in another mode: its "template" is made from
// the findings asked for (the repair request's, else the original report's Safety and Repair
// findings), one item per finding keyed by the finding's id, so the same editor, sync, photos and
// publishing work on it unchanged (decision 066). The checklist is built once, when the
// reinspection is made (or its report first opened), and kept: the inspector's marks stay on
// their items and a later edit of the request changes no visit in progress (decision 072).

export const REINSPECTION_TEMPLATE_NAME = 'Reinspection';

const title = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

interface Asked {
  findingId: string;
  section: string;
  item: string;
  text: string;
}

/** The findings a reinspection checks, in the order they were asked for. */
async function askedFindings(
  db: Db,
  originalOrderId: number,
  repairRequestId: number | null,
): Promise<Asked[]> {
  if (repairRequestId !== null) {
    const items = await selectItems(db, [repairRequestId]);
    return items.map((i) => ({
      findingId: i.finding_id,
      section: i.section_title,
      item: i.item_title,
      text: i.finding_text,
    }));
  }
  const report = await selectReportOfOrder(db, originalOrderId);
  if (!report) return [];
  const versions = await selectVersions(db, report.id);
  const latest = versions
    .filter((v) => v.step === 'done' && v.snapshotJson)
    .sort((a, b) => b.version - a.version)[0];
  if (!latest?.snapshotJson) return [];
  const web = JSON.parse(latest.snapshotJson) as WebReport;
  return web.summary.findings.map((f) => ({
    findingId: f.id,
    section: f.section,
    item: f.item,
    text: f.text,
  }));
}

/** A key is lower-case letters, digits and dashes: a finding's UUID already is one. */
const keyOf = (findingId: string) => findingId.toLowerCase().replace(/[^a-z0-9-]/g, '-');

/** The checklist of a reinspection, built from what was asked for at this moment. */
export async function buildChecklist(
  db: Db,
  link: Pick<ReinspectionRow, 'original_order_id' | 'repair_request_id'>,
): Promise<TemplateDocument> {
  const asked = await askedFindings(db, link.original_order_id, link.repair_request_id);
  return {
    name: REINSPECTION_TEMPLATE_NAME,
    sections: [
      {
        key: REINSPECTION_SECTION_KEY,
        title: `Reinspection of order #${link.original_order_id}`,
        items: asked.slice(0, 80).map((a) => ({
          key: keyOf(a.findingId),
          title: title(`${a.section} · ${a.item}: ${a.text}`, 120),
          comments: [],
        })),
      },
    ],
  };
}

const kept = (json: string | null): TemplateDocument | undefined => {
  if (json === null) return undefined;
  try {
    const parsed = templateDocumentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The reinspection document of an order, or undefined when the order is no reinspection. Its one
 * section holds an item per finding asked for ("Electrical · Panel: Double-tapped breaker"): the
 * one kept with the reinspection, else built now and kept (the first writer wins a race).
 */
export async function reinspectionDocument(
  db: Db,
  orderId: number,
): Promise<TemplateDocument | undefined> {
  const link = await selectReinspectionOf(db, orderId);
  if (!link) return undefined;
  const own = kept(link.checklist_json);
  if (own) return own;
  const built = await buildChecklist(db, link);
  await updateChecklistIfMissing(db, orderId, JSON.stringify(built));
  return kept((await selectReinspectionOf(db, orderId))?.checklist_json ?? null) ?? built;
}
