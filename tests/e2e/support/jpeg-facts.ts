// What a served JPEG holds, read from its segments: its size and whether any EXIF (and so any
// GPS position) is left. The photo journey checks the published copy with it.

export interface JpegFacts {
  width: number;
  height: number;
  /** An APP1 "Exif" segment: the camera's metadata, where GPS tags live. */
  hasExif: boolean;
}

export function jpegFacts(bytes: Buffer): JpegFacts {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  let hasExif = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 8) === 'Exif') hasExif = true;
    // SOF0..SOF15 but DHT (c4), JPG (c8) and DAC (cc): the frame's height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), hasExif };
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}
