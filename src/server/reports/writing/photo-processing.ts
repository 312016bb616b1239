import sharp from 'sharp';
import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import { PHOTO_LONG_EDGE } from '../../../shared/reports/report-photos';
import { badRequest } from '../../errors';

// A photo as stored: checked by its first bytes, turned upright by its EXIF orientation, at most
// 2,048 px, re-encoded as JPEG without any metadata (sharp keeps none unless asked), so no GPS.

export type PhotoKind = 'jpeg' | 'png' | 'heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The kind the bytes say, or undefined for anything that is not a photo we take. */
export function photoKind(head: Uint8Array): PhotoKind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return 'png';
  const ascii = (from: number, to: number) =>
    Buffer.from(head.subarray(from, to)).toString('latin1');
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'heic';
  return undefined;
}

/** More pixels than any phone camera makes (a decompression bomb stops here). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface CleanPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export async function cleanPhoto(input: Buffer): Promise<CleanPhoto> {
  const kind = photoKind(input.subarray(0, 16));
  if (!kind) throw badRequest(M.notAPhoto);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: PHOTO_LONG_EDGE,
        height: PHOTO_LONG_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(kind === 'heic' ? M.heicNotReadable : M.notAPhoto);
  }
}
