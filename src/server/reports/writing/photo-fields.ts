import type { PhotoRow } from './draft-entries.repository';
import { mergeFields, parseTimes } from './merge';

// A photo's metadata as a device's change and an upload both write it: a new row, and the
// fields of an edit merged by the later edit (merge.ts).

/** A photo's row before anything is known of it but where it was taken, and when. */
export const newPhotoRow = (
  id: string,
  sectionKey: string,
  itemKey: string,
  at: string,
): PhotoRow => ({
  id,
  sectionKey,
  itemKey,
  findingId: null,
  caption: '',
  markupJson: '[]',
  fieldTimesJson: '{}',
  createdAt: at,
  removedAt: null,
  width: 0,
  height: 0,
  sizeBytes: 0,
  uploaded: false,
});

/** A photo's metadata with the fields of an edit made at `at` merged in. */
export function mergePhotoFields(
  current: PhotoRow,
  fields: { caption?: string; markup?: unknown; findingId?: string | null },
  at: string,
): { row: PhotoRow; taken: string[] } {
  const merged = mergeFields(
    {
      caption: current.caption,
      markup: current.markupJson,
      findingId: current.findingId,
    },
    parseTimes(current.fieldTimesJson),
    {
      caption: fields.caption,
      markup: fields.markup === undefined ? undefined : JSON.stringify(fields.markup),
      findingId: fields.findingId,
    },
    at,
  );
  return {
    row: {
      ...current,
      caption: merged.value.caption,
      markupJson: merged.value.markup,
      findingId: merged.value.findingId,
      fieldTimesJson: JSON.stringify(merged.times),
    },
    taken: merged.taken,
  };
}
