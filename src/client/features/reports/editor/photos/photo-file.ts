import { photoKind } from '../../../../../shared/reports/photo-kind';
import {
  MAX_PHOTO_ORIGINAL_BYTES,
  PHOTO_LONG_EDGE,
} from '../../../../../shared/reports/report-photos';
// What the device accepts as a photo, checked before anything is read or stored (decision 049):
// the kind by the rule the server applies too, the size and the long edge as the upload API states.

export const PHOTO_MESSAGES = {
  notAPhoto: 'Choose a photo (JPEG, PNG or HEIC).',
  tooLarge: `That photo is over ${MAX_PHOTO_ORIGINAL_BYTES / (1024 * 1024)} MB. Choose a smaller one.`,
  unreadable: 'That photo could not be read on this device. Try another, or take it again.',
} as const;

/** Why a chosen file is refused, from its size and first bytes; undefined when it is a photo. */
export async function refusePhoto(file: Blob): Promise<string | undefined> {
  if (file.size > MAX_PHOTO_ORIGINAL_BYTES) return PHOTO_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return photoKind(head) ? undefined : PHOTO_MESSAGES.notAPhoto;
}

/** The size that fits `edge` on the long side, keeping the shape (never enlarged). */
export function fitWithin(width: number, height: number, edge = PHOTO_LONG_EDGE) {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
