import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import type {
  Change,
  ChangeBatch,
  ChangeBatchAnswer,
  ChangeResult,
} from '../../../shared/reports/report-changes';
import type { Order } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { mergeFields, parseTimes, wins } from './merge';
import { mergePhotoFields, newPhotoRow } from './photo-fields';
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

/** A removal of a finding or a photo: stamped on the kept row (none: nothing to remove). */
async function removeEntry<R extends { removedAt: string | null }>(
  kept: R | undefined,
  at: string,
  save: (row: R) => Promise<void>,
): Promise<Outcome> {
  if (kept?.removedAt) return refused(M.removed);
  if (kept) await save({ ...kept, removedAt: at });
  return applied;
}

/** An edit of a removed entry is refused, and a new one must sit on an item of the template. */
function editRefusal(
  s: BatchState,
  kept: { removedAt: string | null } | undefined,
  c: { sectionKey: string; itemKey: string },
): Outcome | undefined {
  if (kept?.removedAt) return refused(M.removed);
  if (!kept && !s.itemKeys.has(`${c.sectionKey}/${c.itemKey}`)) return refused(M.unknownItem);
  return undefined;
}

async function applyFinding(
  s: BatchState,
  c: Extract<Change, { type: 'finding' | 'finding-remove' }>,
): Promise<Outcome> {
  const kept = await selectFinding(s.trx, s.report.id, c.findingId);
  if (c.type === 'finding-remove')
    return removeEntry(kept, c.at, (row) => saveFinding(s.trx, s.report.id, row, false));
  const refusal = editRefusal(s, kept, c);
  if (refusal) return refusal;
  if (!kept && (c.fields.text === undefined || c.fields.severity === undefined))
    return refused('A new finding needs its text and severity.');
  const current: FindingRow = kept ?? {
    id: c.findingId,
    sectionKey: c.sectionKey,
    itemKey: c.itemKey,
    commentKey: null,
    text: '',
    severity: 'info',
    location: '',
    fieldTimesJson: '{}',
    createdAt: c.at,
    removedAt: null,
  };
  const merged = mergeFields(
    {
      commentKey: current.commentKey,
      text: current.text,
      severity: current.severity,
      location: current.location,
    },
    parseTimes(current.fieldTimesJson),
    c.fields,
    c.at,
  );
  if (kept && merged.taken.length === 0) return stale;
  await saveFinding(
    s.trx,
    s.report.id,
    { ...current, ...merged.value, fieldTimesJson: JSON.stringify(merged.times) },
    !kept,
  );
  return applied;
}

async function applyPhoto(
  s: BatchState,
  c: Extract<Change, { type: 'photo' | 'photo-remove' }>,
): Promise<Outcome> {
  const kept = await selectPhoto(s.trx, s.report.id, c.photoId);
  if (c.type === 'photo-remove')
    return removeEntry(kept, c.at, (row) => savePhotoMeta(s.trx, s.report.id, row, false));
  const refusal = editRefusal(s, kept, c);
  if (refusal) return refusal;
  const current = kept ?? newPhotoRow(c.photoId, c.sectionKey, c.itemKey, c.at);
  const merged = mergePhotoFields(current, c.fields, c.at);
  if (kept && merged.taken.length === 0) return stale;
  await savePhotoMeta(s.trx, s.report.id, merged.row, !kept);
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
    case 'finding-remove':
      return applyFinding(s, c);
    case 'photo':
    case 'photo-remove':
      return applyPhoto(s, c);
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
