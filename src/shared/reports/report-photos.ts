import { z } from 'zod';
import { limitedString } from '../schema-fields';
import { clientUuid, isoTime, photoSchema } from './report-draft';

// POST report_photo.php?order=N (multipart/form-data, CSRF header as every write): the fields
// first, then the file part `photo`. The device sends a resized JPEG (long edge ≤ 2,048 px).

/** The server refuses larger files before reading them. */
export const MAX_PHOTO_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The device refuses larger originals before resizing. */
export const MAX_PHOTO_ORIGINAL_BYTES = 40 * 1024 * 1024;
/** The long edge the device resizes to (and the server keeps at most). */
export const PHOTO_LONG_EDGE = 2048;

/** The form fields (strings, as multipart sends them). `markup` is the JSON of a Markup. */
export const photoUploadFieldsSchema = z.strictObject({
  photo_id: clientUuid,
  section_key: z.string().min(1).max(60),
  item_key: z.string().min(1).max(60),
  /** The device time of the photo (its fields' edit time). */
  at: isoTime,
  caption: limitedString(300).optional(),
  markup: limitedString(8_000).optional(),
  finding_id: z.union([clientUuid, z.literal('')]).optional(),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

/** 201 stored now, 200 already stored (the same UUID sent again). */
export const photoAnswerSchema = z.strictObject({ photo: photoSchema, duplicate: z.boolean() });
export type PhotoAnswer = z.infer<typeof photoAnswerSchema>;
