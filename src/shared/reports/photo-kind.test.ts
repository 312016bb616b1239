import { describe, expect, it } from 'vitest';
import { photoKind } from './photo-kind';

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
