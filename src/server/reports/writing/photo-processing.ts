import sharp from 'sharp';
import { REPORT_WRITING_MESSAGES as M } from '../../../shared/reports/report-api';
import { photoKind } from '../../../shared/reports/photo-kind';
import { PHOTO_LONG_EDGE } from '../../../shared/reports/report-photos';
import { badRequest } from '../../errors';

// A photo as stored: checked by its first bytes, turned upright by its EXIF orientation, at most
// 2,048 px, re-encoded as JPEG without any metadata (sharp keeps none unless asked), so no GPS.

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
