import type { FindingFields, PhotoFields } from '../../../shared/reports/report-draft';
import type { FindingRow, PhotoRow } from './draft-entries.repository';
import { mergeFields, parseTimes } from './merge';

// A finding's or a photo's row as a device's change (and a photo's upload) writes it: a new row,
// and the fields of an edit merged by the later edit (merge.ts).

/** What every new entry starts with: where and when it was made, and no field edited yet. */
const newEntry = (id: string, sectionKey: string, itemKey: string, at: string) => ({
  id,
  sectionKey,
  itemKey,
  fieldTimesJson: '{}',
  createdAt: at,
  removedAt: null,
});

/** A finding's row before its fields are merged in. */
export const newFindingRow = (
  id: string,
  sectionKey: string,
  itemKey: string,
  at: string,
): FindingRow => ({
  ...newEntry(id, sectionKey, itemKey, at),
  commentKey: null,
  text: '',
  severity: 'info',
  location: '',
});

/** A photo's row before anything is known of it but where it was taken, and when. */
export const newPhotoRow = (
  id: string,
  sectionKey: string,
  itemKey: string,
  at: string,
): PhotoRow => ({
  ...newEntry(id, sectionKey, itemKey, at),
  findingId: null,
  caption: '',
  markupJson: '[]',
  width: 0,
  height: 0,
  sizeBytes: 0,
  uploaded: false,
});

/** `current` with `edit` merged into its fields (`kept`, as `toRow` writes them back) by time. */
function mergeEntry<R extends { fieldTimesJson: string }, V extends Record<string, unknown>>(
  current: R,
  kept: V,
  edit: Partial<V>,
  at: string,
  toRow: (value: V) => Partial<R>,
): { row: R; taken: string[] } {
  const merged = mergeFields(kept, parseTimes(current.fieldTimesJson), edit, at);
  const row = { ...current, ...toRow(merged.value), fieldTimesJson: JSON.stringify(merged.times) };
  return { row, taken: merged.taken };
}

/** A finding with the fields of an edit made at `at` merged in. */
export function mergeFindingFields(
  current: FindingRow,
  fields: Partial<FindingFields>,
  at: string,
): { row: FindingRow; taken: string[] } {
  const { commentKey, text, severity, location } = current;
  return mergeEntry(current, { commentKey, text, severity, location }, fields, at, (v) => v);
}

/** A photo's metadata with the fields of an edit made at `at` merged in. */
export function mergePhotoFields(
  current: PhotoRow,
  fields: Partial<PhotoFields>,
  at: string,
): { row: PhotoRow; taken: string[] } {
  return mergeEntry(
    current,
    { caption: current.caption, markup: current.markupJson, findingId: current.findingId },
    {
      caption: fields.caption,
      markup: fields.markup === undefined ? undefined : JSON.stringify(fields.markup),
      findingId: fields.findingId,
    },
    at,
    (v) => ({ caption: v.caption, markupJson: v.markup, findingId: v.findingId }),
  );
}
