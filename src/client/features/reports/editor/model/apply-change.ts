import type { Change } from '../../../../../shared/reports/report-changes';
import type {
  Draft,
  Finding,
  FindingFields,
  Photo,
} from '../../../../../shared/reports/report-draft';

// The editor shows the server's draft with this device's waiting changes laid over it, so a tap
// answers at once, before (and without) any network round trip. The server merges for real.

const NEW_FINDING: FindingFields = { commentKey: null, text: '', severity: 'info', location: '' };

const times = (fields: object, at: string) =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, at]));

/** A photo kept on this device, before the server has it. */
export interface LocalPhoto {
  id: string;
  sectionKey: string;
  itemKey: string;
  findingId: string | null;
  caption: string;
  width: number;
  height: number;
  at: string;
}

export function applyLocalPhoto(draft: Draft, p: LocalPhoto): Draft {
  if (draft.photos.some((x) => x.id === p.id)) return draft;
  const photo: Photo = {
    id: p.id,
    sectionKey: p.sectionKey,
    itemKey: p.itemKey,
    findingId: p.findingId,
    caption: p.caption,
    markup: [],
    uploaded: false,
    width: p.width,
    height: p.height,
    sizeBytes: 0,
    createdAt: p.at,
    fieldTimes: {},
  };
  return { ...draft, photos: [...draft.photos, photo] };
}

export function applyChange(draft: Draft, c: Change): Draft {
  switch (c.type) {
    case 'facts':
      return {
        ...draft,
        facts: { ...draft.facts, ...c.facts },
        factTimes: { ...draft.factTimes, ...times(c.facts, c.at) },
      };
    case 'item': {
      const rest = draft.items.filter(
        (i) => i.sectionKey !== c.sectionKey || i.itemKey !== c.itemKey,
      );
      const entry = {
        sectionKey: c.sectionKey,
        itemKey: c.itemKey,
        status: c.status,
        statusAt: c.at,
      };
      return { ...draft, items: [...rest, entry] };
    }
    case 'finding': {
      const found = draft.findings.find((f) => f.id === c.findingId);
      const next: Finding = found
        ? { ...found, ...c.fields, fieldTimes: { ...found.fieldTimes, ...times(c.fields, c.at) } }
        : {
            ...NEW_FINDING,
            ...c.fields,
            id: c.findingId,
            sectionKey: c.sectionKey,
            itemKey: c.itemKey,
            createdAt: c.at,
            fieldTimes: times(c.fields, c.at),
          };
      const others = draft.findings.filter((f) => f.id !== c.findingId);
      return {
        ...draft,
        findings: found ? draft.findings.map((f) => (f === found ? next : f)) : [...others, next],
      };
    }
    case 'finding-remove':
      return { ...draft, findings: draft.findings.filter((f) => f.id !== c.findingId) };
    case 'photo':
      return {
        ...draft,
        photos: draft.photos.map((p) =>
          p.id === c.photoId
            ? { ...p, ...c.fields, fieldTimes: { ...p.fieldTimes, ...times(c.fields, c.at) } }
            : p,
        ),
      };
    case 'photo-remove':
      return { ...draft, photos: draft.photos.filter((p) => p.id !== c.photoId) };
  }
}
