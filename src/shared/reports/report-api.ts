import { REPORT_NOT_FOUND } from './reports';

// The written report's API: every call under /cms-admin/api/ (docs/reports-writing.md).

export const REPORT_WRITING_API = {
  /** GET ?order=N: the editor's report (EditorReport). */
  editor: 'report_editor.php',
  /** POST ChangeBatch: a batch of the device's changes, in order (ChangeBatchAnswer). */
  changes: 'report_changes.php',
  /** POST ?order=N multipart: one photo (PhotoAnswer); GET ?order=N&photo=UUID: its JPEG. */
  photo: 'report_photo.php',
  /** GET ?order=N: what is incomplete before publishing (PublishCheck). */
  publishCheck: 'report_publish_check.php',
  /** POST PublishRequest: answers at once (202) with the job (PublishJob). */
  publish: 'report_publish.php',
  /** GET ?job=N: the publish job's progress (PublishJob). */
  publishJob: 'report_publish_job.php',
  /** GET ?order=N: every published version, latest first (ReportVersions; the business only). */
  versions: 'report_versions.php',
  /** GET ?order=N[&version=V]: the published web report (WebReport; customer, realtor, business). */
  webReport: 'web_report.php',
  /** GET ?order=N&version=V&photo=UUID[&copy=web]: a published photo (mark-up drawn in, no EXIF). */
  webReportPhoto: 'web_report_photo.php',
} as const;

export const API_BASE = '/cms-admin/api';

export const apiPath = (name: (typeof REPORT_WRITING_API)[keyof typeof REPORT_WRITING_API]) =>
  `${API_BASE}/${name}`;

/** The draft photo the editor shows (the inspector's or an administrator's session). */
export const draftPhotoPath = (orderId: number, photoId: string) =>
  `${API_BASE}/${REPORT_WRITING_API.photo}?order=${orderId}&photo=${photoId}`;

/** A published photo, as the web report links it: the full copy, or (`web`) the small one. */
export const publishedPhotoPath = (
  orderId: number,
  version: number,
  photoId: string,
  copy?: 'web',
) =>
  `${API_BASE}/${REPORT_WRITING_API.webReportPhoto}?order=${orderId}&version=${version}&photo=${photoId}${copy ? `&copy=${copy}` : ''}`;

/** The words the server answers with (the client shows them as they are). */
export const REPORT_WRITING_MESSAGES = {
  notFound: REPORT_NOT_FOUND,
  notAPhoto: 'Choose a photo (JPEG, PNG or HEIC).',
  photoTooLarge: 'That photo is too large: send it resized (at most 15 MB).',
  heicNotReadable: 'This HEIC photo cannot be read here: send it as a JPEG.',
  unknownItem: 'That item is not in this report’s template.',
  removed: 'That finding or photo was removed.',
  confirmPublish: 'Confirm to publish the report.',
  publishing: 'The report is being published.',
  cancelled: 'A cancelled inspection’s report cannot be published.',
  tooManyChanges: 'Too many changes at once. Please wait a moment; they stay on this device.',
} as const;
