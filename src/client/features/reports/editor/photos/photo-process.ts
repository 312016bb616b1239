import { photoKind } from '../../../../../shared/reports/photo-kind';
import { PHOTO_LONG_EDGE } from '../../../../../shared/reports/report-photos';
import { fitWithin, PHOTO_MESSAGES, refusePhoto } from './photo-file';

// The copy of a photo that leaves the device: upright by its EXIF orientation, long edge at most
// 2048 px, re-encoded as JPEG through a canvas, which keeps no EXIF (no GPS, no camera details).
// The browser does all of it; only a HEIC photo is first decoded by a library, loaded then.

export interface ProcessedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** A small JPEG as a data: address for the editor's previews (the site's CSP allows no blob:). */
  thumb: string;
}

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; message: string };

const THUMB_EDGE = 480;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(bitmap: ImageBitmap, edge: number): HTMLCanvasElement {
  const size = fitWithin(bitmap.width, bitmap.height, edge);
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

const jpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', quality),
  );

/** Checks, turns upright, resizes and strips a chosen photo; or says why it cannot. */
export async function processPhoto(file: Blob): Promise<PhotoResult> {
  const refused = await refusePhoto(file);
  if (refused) return { ok: false, message: refused };
  let bitmap: ImageBitmap;
  try {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    // The browser cannot decode HEIC (a phone often hands the page a JPEG copy; not always).
    const readable =
      photoKind(head) === 'heic' ? await (await import('./heic-decode')).heicToJpeg(file) : file;
    bitmap = await createImageBitmap(readable, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.unreadable };
  }
  try {
    const full = draw(bitmap, PHOTO_LONG_EDGE);
    const blob = await jpeg(full, 0.82);
    const thumb = draw(bitmap, THUMB_EDGE).toDataURL('image/jpeg', 0.7);
    return { ok: true, photo: { blob, width: full.width, height: full.height, thumb } };
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.unreadable };
  } finally {
    bitmap.close();
  }
}
