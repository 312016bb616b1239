import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of the written report (the reports feature owns them all; conventions of ./schema.ts).
// Device edit times are kept as the ISO text the device sent (compared in code, never by SQL).

/** A report template; its content is in its versions. */
export interface ReportTemplatesTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One version of a template, never changed once written: the document as JSON. */
export interface ReportTemplateVersionsTable {
  id: Generated<number>;
  template_id: number;
  version: number;
  document: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** The written report of an order (one per order), on the template version it started from. */
export interface WrittenReportsTable {
  id: Generated<number>;
  order_id: number;
  template_version_id: number;
  /** JSON: the property facts, and each fact's device edit time. */
  facts: string;
  fact_times: string;
  items_total: number;
  items_done: number;
  /** The latest version published (0: none). */
  published_version: number;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WrittenReportItemsTable {
  report_id: number;
  section_key: string;
  item_key: string;
  status: string | null;
  status_at: string;
}

export interface WrittenReportFindingsTable {
  report_id: number;
  id: string;
  section_key: string;
  item_key: string;
  comment_key: string | null;
  text: string;
  severity: string;
  location: string;
  /** JSON: each field's device edit time. */
  field_times: string;
  created_at: string;
  removed_at: string | null;
}

export interface WrittenReportPhotosTable {
  report_id: number;
  id: string;
  section_key: string;
  item_key: string;
  finding_id: string | null;
  caption: string;
  /** JSON: the mark-up layer. */
  markup: string;
  field_times: string;
  created_at: string;
  removed_at: string | null;
  width: number;
  height: number;
  size_bytes: number;
  /** The cleaned JPEG; null while only the metadata has arrived. */
  data: Uint8Array | null;
  uploaded_at: Timestamp | null;
}

/** The ids of the changes applied (a batch sent again applies once). */
export interface WrittenReportChangesTable {
  report_id: number;
  change_id: string;
  applied_at: Timestamp;
}

/** A version being published or published: its job state, snapshot and PDF. */
export interface WrittenReportVersionsTable {
  id: Generated<number>;
  report_id: number;
  version: number;
  step: string;
  percent: number;
  message: string | null;
  /** JSON of the web report, once built. */
  snapshot: string | null;
  report_file_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
}

/** A photo as published in a version: upright, mark-up drawn in, no metadata. */
export interface WrittenReportPublishedPhotosTable {
  version_id: number;
  photo_id: string;
  width: number;
  height: number;
  /** The full copy (long edge up to 2,048 px). */
  data: Uint8Array;
  /** The web copy (long edge 640 px); null in versions published before it existed. */
  web_data: Uint8Array | null;
  web_width: number | null;
  web_height: number | null;
}
