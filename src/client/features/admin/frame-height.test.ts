import { describe, expect, it } from 'vitest';
import { frameHeightFrom, MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT } from './frame-height';

describe('the admin frame height message', () => {
  it('accepts a height message and rounds it up', () => {
    expect(frameHeightFrom({ type: 'admin-frame-height', height: 812.2 })).toBe(813);
  });

  it('clamps the height to a sane range', () => {
    expect(frameHeightFrom({ type: 'admin-frame-height', height: 3 })).toBe(MIN_FRAME_HEIGHT);
    expect(frameHeightFrom({ type: 'admin-frame-height', height: 1e9 })).toBe(MAX_FRAME_HEIGHT);
    expect(frameHeightFrom({ type: 'admin-frame-height', height: -50 })).toBe(MIN_FRAME_HEIGHT);
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      'admin-frame-height',
      { type: 'other', height: 500 },
      { type: 'admin-frame-height', height: '500' },
      { type: 'admin-frame-height', height: Number.NaN },
      { type: 'admin-frame-height', height: Number.POSITIVE_INFINITY },
      { type: 'admin-frame-height' },
    ])
      expect(frameHeightFrom(data), JSON.stringify(data)).toBeUndefined();
  });
});
