import { describe, expect, it } from 'vitest';
import { inspectorProfileSchema, MAX_BIO_LENGTH, photoTypeOf } from './inspector-rules';

describe('inspector rules', () => {
  it('knows JPEG, PNG and WebP by their bytes, and nothing else', () => {
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(photoTypeOf(webp)).toBe('image/webp');
    expect(photoTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(
      undefined,
    );
    expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBe(undefined);
  });

  it('limits the bio', () => {
    expect(
      inspectorProfileSchema.safeParse({ bio: 'x'.repeat(MAX_BIO_LENGTH), licenceNumber: '' })
        .success,
    ).toBe(true);
    expect(
      inspectorProfileSchema.safeParse({ bio: 'x'.repeat(MAX_BIO_LENGTH + 1), licenceNumber: '' })
        .success,
    ).toBe(false);
  });
});
