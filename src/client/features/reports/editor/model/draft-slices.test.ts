import { describe, expect, it } from 'vitest';
import { type Draft, EMPTY_FACTS } from '../../../../../shared/reports/report-draft';
import type { TemplateSection } from '../../../../../shared/reports/template';
import { applyChange } from './apply-change';
import { itemSlice, sameItemSlice, sameProgress, sectionProgress } from './draft-slices';

const empty: Draft = {
  facts: EMPTY_FACTS,
  factTimes: {},
  items: [],
  findings: [],
  photos: [],
  updatedAt: null,
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-29T09:00:00.000Z';
const roof = { sectionKey: 'roof', itemKey: 'covering' };
const gutters = { sectionKey: 'roof', itemKey: 'gutters' };
const thumbs: Record<string, string> = {};
const sections = [
  { key: 'roof', items: [{ key: 'covering' }, { key: 'gutters' }] },
  { key: 'garage', items: [{ key: 'door' }] },
] as unknown as TemplateSection[];

describe('item slices', () => {
  it('gives an item its own status and findings, and keeps it the same for a tap elsewhere', () => {
    let d = applyChange(empty, { id: id(1), at, type: 'item', ...roof, status: 'deficient' });
    d = applyChange(d, {
      id: id(2),
      at,
      type: 'finding',
      findingId: id(9),
      ...roof,
      fields: { commentKey: null, text: 'Lifted shingles.', severity: 'repair', location: '' },
    });
    const before = itemSlice(d, thumbs, 'roof', 'covering');
    expect(before.status).toBe('deficient');
    expect(before.findings.map((f) => f.text)).toEqual(['Lifted shingles.']);
    expect(itemSlice(d, thumbs, 'roof', 'gutters')).toMatchObject({ status: null, findings: [] });

    const next = applyChange(d, { id: id(3), at, type: 'item', ...gutters, status: 'inspected' });
    expect(sameItemSlice(before, itemSlice(next, thumbs, 'roof', 'covering'))).toBe(true);
    const marked = applyChange(next, { id: id(4), at, type: 'item', ...roof, status: 'inspected' });
    expect(sameItemSlice(before, itemSlice(marked, thumbs, 'roof', 'covering'))).toBe(false);
  });
});

describe('section progress', () => {
  it('counts marked items per section and stays the same when a status only changes', () => {
    const d = applyChange(empty, { id: id(1), at, type: 'item', ...roof, status: 'deficient' });
    const p = sectionProgress(sections, d.items);
    expect(p).toEqual({ roof: { done: 1, total: 2 }, garage: { done: 0, total: 1 } });
    const changed = applyChange(d, { id: id(2), at, type: 'item', ...roof, status: 'inspected' });
    expect(sameProgress(p, sectionProgress(sections, changed.items))).toBe(true);
    const unmarked = applyChange(d, { id: id(3), at, type: 'item', ...roof, status: null });
    expect(sectionProgress(sections, unmarked.items).roof).toEqual({ done: 0, total: 2 });
  });
});
