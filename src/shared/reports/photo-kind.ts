// A photo is what its first bytes say, never its name or the type a browser guessed: the device
// checks a chosen file by this rule before reading it, and the server every upload (decision 049).

export type PhotoKind = 'jpeg' | 'png' | 'heic';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The kind of photo the first bytes (16 are enough) say, or undefined for anything else. */
export function photoKind(head: Uint8Array): PhotoKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return 'png';
  // ISO media file: size (4 bytes), "ftyp", then the major brand.
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'heic';
  return undefined;
}
