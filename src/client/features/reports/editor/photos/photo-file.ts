// What the device accepts as a photo, checked before anything is read or stored (decision 049).

export const PHOTO_MESSAGES = {
  notAPhoto: 'Choose a photo (JPEG, PNG or HEIC).',
  tooLarge: 'That photo is over 40 MB. Choose a smaller one.',
  unreadable: 'That photo could not be read on this device. Try another, or take it again.',
} as const;

/** The largest photo taken in, before resizing (a 48 MP phone photo is about 15-25 MB). */
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
/** The long edge of the copy that leaves the device. */
export const MAX_PHOTO_EDGE = 2048;

export type PhotoKind = 'jpeg' | 'png' | 'heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The kind of image the first bytes say (never the name or the type the browser guessed). */
export function photoKind(head: Uint8Array): PhotoKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  // ISO media file: size (4 bytes), "ftyp", then the major brand.
  if (head.length >= 12 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return 'heic';
  }
  return undefined;
}

/** Why a chosen file is refused, from its size and first bytes; undefined when it is a photo. */
export async function refusePhoto(file: Blob): Promise<string | undefined> {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return photoKind(head) ? undefined : PHOTO_MESSAGES.notAPhoto;
}

/** The size that fits `edge` on the long side, keeping the shape (never enlarged). */
export function fitWithin(width: number, height: number, edge = MAX_PHOTO_EDGE) {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
