import { z } from 'zod';
import { tooLongMessage } from '../schema-fields';

// What an inspector's profile may hold; the admin form and the server share these limits.

export const MAX_BIO_LENGTH = 600;
export const MAX_LICENCE_LENGTH = 64;
/** A portrait, not a print: 1 MB keeps the table (and each photo answer) small. */
export const MAX_PHOTO_BYTES = 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const PHOTO_TYPE_REFUSED = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = `The photo may be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`;
export const PHOTO_MISSING = 'Please choose a photo to upload.';

export const inspectorProfileSchema = z.object({
  bio: z
    .string()
    .trim()
    .max(MAX_BIO_LENGTH, tooLongMessage('short bio', MAX_BIO_LENGTH))
    .default(''),
  licenceNumber: z
    .string()
    .trim()
    .max(MAX_LICENCE_LENGTH, tooLongMessage('licence number', MAX_LICENCE_LENGTH))
    .default(''),
});

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b);

/** The image type the bytes really are (their magic numbers), whatever the upload declared. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}
