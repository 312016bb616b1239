import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_ORIGINAL_BYTES } from '../../../../../shared/reports/report-photos';
import { fitWithin, PHOTO_MESSAGES, refusePhoto } from './photo-file';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('refusePhoto', () => {
  it('refuses a file that is not a photo by its content', async () => {
    const fake = new Blob(['not a picture'], { type: 'image/jpeg' });
    expect(await refusePhoto(fake)).toBe(PHOTO_MESSAGES.notAPhoto);
  });

  it('refuses a photo over 40 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(1)]);
    Object.defineProperty(big, 'size', { value: MAX_PHOTO_ORIGINAL_BYTES + 1 });
    Object.defineProperty(big, 'slice', {
      value: () => {
        throw new Error('read');
      },
    });
    expect(await refusePhoto(big)).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('takes a JPEG', async () => {
    expect(await refusePhoto(new Blob([bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)]))).toBeUndefined();
  });
});

describe('fitWithin', () => {
  it('brings the long edge to 2048 px, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });
  it('never enlarges', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
