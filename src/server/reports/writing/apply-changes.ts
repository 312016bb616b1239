import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import type { FindingFields, PhotoFields } from '../../../shared/reports/report-draft';
import type {
  Change,
  ChangeBatch,
  ChangeBatchAnswer,
  ChangeResult,
} from '../../../shared/reports/report-changes';
import type { Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { mergeFields, parseTimes, wins } from './merge';
import { mergeFindingFields, mergePhotoFields, newFindingRow, newPhotoRow } from './entry-fields';
import {
  changeSeen,
  countDoneItems,
  holdReport,
  type ReportRow,
  recordChange,
  selectItems,
  updateReportDraft,
} from './drafts.repository';
import {
  type FindingRow,
  type PhotoRow,
  saveFinding,
  savePhotoMeta,
  selectFinding,
  selectPhoto,
} from './draft-entries.repository';
import { upsertItem } from './drafts.repository';
import {
  draftOf,
  itemKeysOf,
  parseFacts,
  progressOf,
  startReport,
  templateOf,
} from './drafts.service';

// POST report_changes.php: a device's changes applied in order in one transaction, each once
// (its UUID), each field by the later edit (decision 047). Published versions are snapshots, so a
// change arriving after a publish goes into the draft of the next version.

type Outcome = Omit<ChangeResult, 'id'>;
const applied: Outcome = { outcome: 'applied' };
const stale: Outcome = { outcome: 'stale' };
const refused = (message: string): Outcome => ({ outcome: 'refused', message });

interface BatchState {
  trx: Db;
  report: ReportRow;
  itemKeys: Set<string>;
  facts: Record<string, string>;
  factTimes: Record<string, string>;
}

async function applyItem(s: BatchState, c: Extract<Change, { type: 'item' }>): Promise<Outcome> {
  if (!s.itemKeys.has(`${c.sectionKey}/${c.itemKey}`)) return refused(M.unknownItem);
  const items = await selectItems(s.trx, s.report.id);
  const kept = items.find((i) => i.sectionKey === c.sectionKey && i.itemKey === c.itemKey);
  if (kept && !wins(c.at, kept.statusAt)) return stale;
  await upsertItem(s.trx, s.report.id, {
    sectionKey: c.sectionKey,
    itemKey: c.itemKey,
    status: c.status,
    statusAt: c.at,
  });
  return applied;
}

/** A kind of entry a device adds to an item by its own UUID: a finding or a photo. */
interface EntryKind<R extends { removedAt: string | null }, F> {
  select: (db: Db, reportId: number, id: string) => Promise<R | undefined>;
  save: (db: Db, reportId: number, row: R, isNew: boolean) => Promise<void>;
  newRow: (id: string, sectionKey: string, itemKey: string, at: string) => R;
  merge: (current: R, fields: Partial<F>, at: string) => { row: R; taken: string[] };
  /** Why a new entry cannot be made of only these fields, if it cannot. */
  incomplete?: (fields: Partial<F>) => string | undefined;
}

const findings: EntryKind<FindingRow, FindingFields> = {
  select: selectFinding,
  save: saveFinding,
  newRow: newFindingRow,
  merge: mergeFindingFields,
  incomplete: (f) =>
    f.text === undefined || f.severity === undefined
      ? 'A new finding needs its text and severity.'
      : undefined,
};

const photos: EntryKind<PhotoRow, PhotoFields> = {
  select: selectPhoto,
  save: savePhotoMeta,
  newRow: newPhotoRow,
  merge: mergePhotoFields,
};

/** A removal: stamped on the kept row (none: nothing to remove). */
async function removeEntry<R extends { removedAt: string | null }, F>(
  s: BatchState,
  kind: EntryKind<R, F>,
  id: string,
  at: string,
): Promise<Outcome> {
  const kept = await kind.select(s.trx, s.report.id, id);
  if (kept?.removedAt) return refused(M.removed);
  if (kept) await kind.save(s.trx, s.report.id, { ...kept, removedAt: at }, false);
  return applied;
}

/** An edit, or a new entry; a removed one is refused, and a new one must sit on a template item. */
async function editEntry<R extends { removedAt: string | null }, F>(
  s: BatchState,
  kind: EntryKind<R, F>,
  id: string,
  c: { sectionKey: string; itemKey: string; fields: Partial<F>; at: string },
): Promise<Outcome> {
  const kept = await kind.select(s.trx, s.report.id, id);
  if (kept?.removedAt) return refused(M.removed);
  if (!kept && !s.itemKeys.has(`${c.sectionKey}/${c.itemKey}`)) return refused(M.unknownItem);
  const incomplete = kept ? undefined : kind.incomplete?.(c.fields);
  if (incomplete) return refused(incomplete);
  const current = kept ?? kind.newRow(id, c.sectionKey, c.itemKey, c.at);
  const merged = kind.merge(current, c.fields, c.at);
  if (kept && merged.taken.length === 0) return stale;
  await kind.save(s.trx, s.report.id, merged.row, !kept);
  return applied;
}

function applyFacts(s: BatchState, c: Extract<Change, { type: 'facts' }>): Outcome {
  const merged = mergeFields(s.facts, s.factTimes, c.facts, c.at);
  s.facts = merged.value;
  s.factTimes = merged.times;
  return merged.taken.length > 0 ? applied : stale;
}

function applyOne(s: BatchState, c: Change): Outcome | Promise<Outcome> {
  switch (c.type) {
    case 'facts':
      return applyFacts(s, c);
    case 'item':
      return applyItem(s, c);
    case 'finding':
      return editEntry(s, findings, c.findingId, c);
    case 'finding-remove':
      return removeEntry(s, findings, c.findingId, c.at);
    case 'photo':
      return editEntry(s, photos, c.photoId, c);
    case 'photo-remove':
      return removeEntry(s, photos, c.photoId, c.at);
  }
}

export async function applyChangeBatch(
  db: Db,
  order: Order,
  batch: ChangeBatch,
  now: Date,
): Promise<ChangeBatchAnswer> {
  const started = await startReport(db, order, batch.templateVersionId, now);
  const template = await templateOf(db, started);
  const at = now.toISOString();
  const results = await db.transaction().execute(async (trx) => {
    const report = (await holdReport(trx, started.id)) ?? started;
    const s: BatchState = {
      trx,
      report,
      itemKeys: itemKeysOf(template.document),
      facts: parseFacts(report.factsJson),
      factTimes: parseTimes(report.factTimesJson),
    };
    const out: ChangeResult[] = [];
    for (const change of batch.changes) {
      if (await changeSeen(trx, report.id, change.id)) {
        out.push({ id: change.id, outcome: 'duplicate' });
        continue;
      }
      out.push({ id: change.id, ...(await applyOne(s, change)) });
      await recordChange(trx, report.id, change.id, at);
    }
    // A batch of duplicates and stale edits changes nothing, not even "edited since".
    if (!out.some((r) => r.outcome === 'applied')) return out;
    await updateReportDraft(trx, report.id, {
      factsJson: JSON.stringify(s.facts),
      factTimesJson: JSON.stringify(s.factTimes),
      itemsDone: await countDoneItems(trx, report.id),
      now: at,
    });
    return out;
  });
  const report = (await holdReport(db, started.id)) ?? started;
  return {
    results,
    draft: await draftOf(db, report, parseFacts(report.factsJson)),
    progress: progressOf(report),
    afterPublish: report.publishedVersion > 0,
  };
}
