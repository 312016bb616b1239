import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoKind, refusePhoto } from './photo-file';

const bytes = (...b: number[]) => new Uint8Array(b);
const ftyp = (brand: string) =>
  new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftyp'), ...Buffer.from(brand), 0, 0, 0, 0]);

describe('photoKind', () => {
  it('knows JPEG, PNG and HEIC by their first bytes', () => {
    expect(photoKind(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
    expect(photoKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(photoKind(ftyp('heic'))).toBe('heic');
    expect(photoKind(ftyp('mif1'))).toBe('heic');
  });

  it('refuses anything else, whatever its name', () => {
    expect(photoKind(new TextEncoder().encode('<html>no</html>'))).toBeUndefined();
    expect(photoKind(bytes(0x25, 0x50, 0x44, 0x46))).toBeUndefined(); // %PDF
    expect(photoKind(ftyp('isom'))).toBeUndefined(); // an MP4 video
    expect(photoKind(bytes(0xff, 0xd8))).toBeUndefined();
  });
});

describe('refusePhoto', () => {
  it('refuses a file that is not a photo by its content', async () => {
    const fake = new Blob(['not a picture'], { type: 'image/jpeg' });
    expect(await refusePhoto(fake)).toBe(PHOTO_MESSAGES.notAPhoto);
  });

  it('refuses a photo over 40 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(1)]);
    Object.defineProperty(big, 'size', { value: MAX_PHOTO_BYTES + 1 });
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
