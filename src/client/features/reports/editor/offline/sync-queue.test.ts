import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './device-store';
import { nextRun } from './sync-queue';

const change = (seq: number): OutboxEntry => ({
  seq,
  orderId: 1,
  kind: 'change',
  body: {},
  attempts: 0,
});
const photo = (seq: number): OutboxEntry => ({
  seq,
  orderId: 1,
  kind: 'photo',
  body: {},
  attempts: 0,
});

describe('nextRun', () => {
  it('sends the changes before the next photo as one batch, in order', () => {
    expect(nextRun([change(1), change(2), photo(3), change(4)], 200).map((e) => e.seq)).toEqual([
      1, 2,
    ]);
  });
  it('sends a photo alone', () => {
    expect(nextRun([photo(3), change(4)], 200).map((e) => e.seq)).toEqual([3]);
  });
  it('keeps a batch within its limit', () => {
    const many = Array.from({ length: 5 }, (_, i) => change(i + 1));
    expect(nextRun(many, 2).map((e) => e.seq)).toEqual([1, 2]);
    expect(nextRun([], 2)).toEqual([]);
  });
});
