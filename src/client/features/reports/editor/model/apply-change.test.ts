import { describe, expect, it } from 'vitest';
import { type Draft, EMPTY_FACTS } from '../../../../../shared/reports/report-draft';
import { applyChange, applyLocalPhoto } from './apply-change';

const empty: Draft = {
  facts: EMPTY_FACTS,
  factTimes: {},
  items: [],
  findings: [],
  photos: [],
  updatedAt: null,
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-28T15:00:00.000Z';
const item = { sectionKey: 'roof', itemKey: 'roof-covering' };

describe('applyChange', () => {
  it('marks an item and marks it again', () => {
    let d = applyChange(empty, { id: id(1), at, type: 'item', ...item, status: 'deficient' });
    d = applyChange(d, { id: id(2), at, type: 'item', ...item, status: 'inspected' });
    expect(d.items).toEqual([{ ...item, status: 'inspected', statusAt: at }]);
  });

  it('makes a finding from a library comment, then edits one field of it', () => {
    const fields = {
      commentKey: 'missing-shingles',
      text: 'Shingles missing.',
      severity: 'safety',
      location: '',
    } as const;
    let d = applyChange(empty, {
      id: id(1),
      at,
      type: 'finding',
      findingId: id(9),
      ...item,
      fields,
    });
    d = applyChange(d, {
      id: id(2),
      at: '2026-11-28T15:01:00.000Z',
      type: 'finding',
      findingId: id(9),
      ...item,
      fields: { location: 'North slope' },
    });
    expect(d.findings).toHaveLength(1);
    expect(d.findings[0]).toMatchObject({ ...fields, location: 'North slope', createdAt: at });
    expect(d.findings[0]?.fieldTimes.location).toBe('2026-11-28T15:01:00.000Z');
  });

  it('shows a photo kept on the device, then its caption, then removes it', () => {
    const p = { id: id(5), ...item, findingId: null, caption: '', width: 1536, height: 2048, at };
    let d = applyLocalPhoto(empty, p);
    d = applyChange(d, {
      id: id(6),
      at,
      type: 'photo',
      photoId: id(5),
      ...item,
      fields: { caption: 'Lifted' },
    });
    expect(d.photos[0]).toMatchObject({ caption: 'Lifted', uploaded: false, width: 1536 });
    d = applyChange(d, { id: id(7), at, type: 'photo-remove', photoId: id(5) });
    expect(d.photos).toEqual([]);
  });

  it('sets some facts and keeps the others', () => {
    const d = applyChange(
      { ...empty, facts: { ...EMPTY_FACTS, yearBuilt: '1962' } },
      {
        id: id(1),
        at,
        type: 'facts',
        facts: { weather: 'Rain' },
      },
    );
    expect(d.facts).toMatchObject({ yearBuilt: '1962', weather: 'Rain' });
    expect(d.factTimes).toEqual({ weather: at });
  });
});
