import type { Draft, Finding, Photo } from '../../../../../shared/reports/report-draft';
import type { ItemStatus, TemplateSection } from '../../../../../shared/reports/template';

// What each part of the editor draws, picked from the draft; each part is drawn again only when
// its own slice changes, so a tap on one item draws that item alone (decision 082).

/** One item's part of the draft, with the device's photo previews. */
export interface ItemSlice {
  status: ItemStatus | null;
  findings: Finding[];
  photos: Photo[];
  thumbs: Record<string, string>;
}

export interface SectionProgress {
  done: number;
  total: number;
}

const NONE: never[] = [];

export const sameList = <T>(a: T[], b: T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const ofItem =
  (sectionKey: string, itemKey: string) => (x: { sectionKey: string; itemKey: string }) =>
    x.sectionKey === sectionKey && x.itemKey === itemKey;

export function itemSlice(
  draft: Draft,
  thumbs: Record<string, string>,
  sectionKey: string,
  itemKey: string,
): ItemSlice {
  const mine = ofItem(sectionKey, itemKey);
  const findings = draft.findings.filter(mine);
  const photos = draft.photos.filter(mine);
  return {
    status: draft.items.find(mine)?.status ?? null,
    findings: findings.length > 0 ? findings : NONE,
    photos: photos.length > 0 ? photos : NONE,
    thumbs,
  };
}

export const sameItemSlice = (a: ItemSlice, b: ItemSlice) =>
  a.status === b.status &&
  a.thumbs === b.thumbs &&
  sameList(a.findings, b.findings) &&
  sameList(a.photos, b.photos);

/** Items with a status, of all items, for each section. */
export function sectionProgress(
  sections: TemplateSection[],
  items: Draft['items'],
): Record<string, SectionProgress> {
  const marked = new Set(items.filter((i) => i.status).map((i) => `${i.sectionKey}/${i.itemKey}`));
  const out: Record<string, SectionProgress> = {};
  for (const s of sections) {
    const done = s.items.filter((i) => marked.has(`${s.key}/${i.key}`)).length;
    out[s.key] = { done, total: s.items.length };
  }
  return out;
}

export function sameProgress(
  a: Record<string, SectionProgress>,
  b: Record<string, SectionProgress>,
): boolean {
  const keys = Object.keys(b);
  return (
    Object.keys(a).length === keys.length &&
    keys.every((k) => a[k]?.done === b[k]?.done && a[k]?.total === b[k]?.total)
  );
}
