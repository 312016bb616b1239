import { choiceList } from '../choice-list';
import { z } from 'zod';
import { limitedText } from '../schema-fields';
import { ITEM_STATUSES, SEVERITIES, templateDocumentSchema } from './template';

// The report as the editor works on it: facts, item entries, findings and photos. Every field
// carries the device time of its last edit, so two devices merge per field (docs/reports-writing.md).

export const DRAFT_LIMITS = {
  fact: 200,
  findingText: 4_000,
  location: 200,
  caption: 300,
  findings: 2_000,
  photos: 1_000,
  markupShapes: 20,
} as const;

/** The property facts, first on the editor; each an editable line ('' when not known). */
export const { values: FACT_KEYS, labels: FACT_LABELS } = choiceList({
  yearBuilt: 'Year built',
  size: 'Size',
  occupancy: 'Occupancy',
  weather: 'Weather',
  temperature: 'Temperature',
  peoplePresent: 'People present',
  utilitiesOn: 'Utilities on',
});
export type FactKey = (typeof FACT_KEYS)[number];

const factText = limitedText(DRAFT_LIMITS.fact);
export const factsSchema = z.strictObject(
  Object.fromEntries(FACT_KEYS.map((k) => [k, factText])) as Record<FactKey, typeof factText>,
);
export type Facts = z.infer<typeof factsSchema>;
export const EMPTY_FACTS: Facts = Object.fromEntries(FACT_KEYS.map((k) => [k, ''])) as Facts;

/** An ISO-8601 instant, as devices and the server write them. */
export const isoTime = z.iso.datetime({ offset: true }).max(40);

/** A client-generated id (findings, photos, changes). */
export const clientUuid = z
  .string()
  .max(36, { abort: true })
  .check(z.uuid({ error: 'An id must be a UUID.' }));

const key = z.string().min(1).max(60);

/** One item's entry: its status (null: not marked yet). */
export const itemEntrySchema = z.strictObject({
  sectionKey: key,
  itemKey: key,
  status: z.enum(ITEM_STATUSES).nullable(),
  /** The device time of the status' last edit. */
  statusAt: isoTime,
});
export type ItemEntry = z.infer<typeof itemEntrySchema>;

export const findingFieldsSchema = z.strictObject({
  /** The library comment it started from (null: written on site). */
  commentKey: key.nullable(),
  text: limitedText(DRAFT_LIMITS.findingText),
  severity: z.enum(SEVERITIES),
  location: limitedText(DRAFT_LIMITS.location),
});
export type FindingFields = z.infer<typeof findingFieldsSchema>;
export const FINDING_FIELDS = ['commentKey', 'text', 'severity', 'location'] as const;

/** A finding on an item, keyed by the UUID the device gave it. */
export const findingSchema = findingFieldsSchema.extend({
  id: clientUuid,
  sectionKey: key,
  itemKey: key,
  /** When the device made it (the order findings are listed in). */
  createdAt: isoTime,
  /** Device time of each field's last edit. */
  fieldTimes: z.record(z.string().max(20), isoTime),
});
export type Finding = z.infer<typeof findingSchema>;

/** Mark-up on a photo: coordinates relative to the image, 0..1 from the top-left corner. */
const unit = z.number().min(0).max(1);
export const MARKUP_COLORS = ['red', 'yellow', 'white'] as const;
export const markupShapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('arrow'),
    /** From the tail (x1, y1) to the head (x2, y2). */
    x1: unit,
    y1: unit,
    x2: unit,
    y2: unit,
    color: z.enum(MARKUP_COLORS).default('red'),
  }),
  z.strictObject({
    kind: z.literal('circle'),
    /** Centre and radius, the radius relative to the image's width. */
    cx: unit,
    cy: unit,
    r: z.number().min(0.005).max(1),
    color: z.enum(MARKUP_COLORS).default('red'),
  }),
]);
export const markupSchema = z.array(markupShapeSchema).max(DRAFT_LIMITS.markupShapes);
export type MarkupShape = z.infer<typeof markupShapeSchema>;
export type Markup = z.infer<typeof markupSchema>;

export const photoFieldsSchema = z.strictObject({
  caption: limitedText(DRAFT_LIMITS.caption),
  markup: markupSchema,
  /** The finding it illustrates (null: the item itself). */
  findingId: clientUuid.nullable(),
});
export type PhotoFields = z.infer<typeof photoFieldsSchema>;
export const PHOTO_FIELDS = ['caption', 'markup', 'findingId'] as const;

/** A photo's metadata; its JPEG is at draftPhotoPath(orderId, id) once `uploaded`. */
export const photoSchema = photoFieldsSchema.extend({
  id: clientUuid,
  sectionKey: key,
  itemKey: key,
  /** False while only its metadata has arrived (the file is still on its way). */
  uploaded: z.boolean(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: isoTime,
  fieldTimes: z.record(z.string().max(20), isoTime),
});
export type Photo = z.infer<typeof photoSchema>;

/** The draft: what the server holds now, all devices' changes merged. */
export const draftSchema = z.strictObject({
  facts: factsSchema,
  factTimes: z.record(z.string().max(20), isoTime),
  items: z.array(itemEntrySchema),
  findings: z.array(findingSchema),
  photos: z.array(photoSchema),
  /** Server time of the last change applied (null: not started). */
  updatedAt: isoTime.nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/** Not started, in progress (percent of items with a status) or published (latest version). */
export const reportProgressSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('not-started') }),
  z.strictObject({ state: z.literal('in-progress'), percent: z.number().int().min(0).max(100) }),
  z.strictObject({
    state: z.literal('published'),
    version: z.number().int().positive(),
    /** Edited since that version was published (the next publish makes version + 1). */
    changedSince: z.boolean(),
  }),
]);
export type ReportProgress = z.infer<typeof reportProgressSchema>;

const person = z.strictObject({ name: z.string(), email: z.string(), phone: z.string() });

/** GET report_editor.php?order=N */
export const editorReportSchema = z.strictObject({
  orderId: z.number().int(),
  /** The order's facts, for the cover and to prefill the facts. */
  order: z.strictObject({
    address: z.string(),
    inspectionAt: isoTime,
    homeSize: z.string(),
    propertyAge: z.string(),
    client: person,
    buyers: z.array(z.string()),
    inspector: z.string().nullable(),
    cancelled: z.boolean(),
  }),
  /** The template version this report keeps (the current one until it starts). */
  template: z.strictObject({
    versionId: z.number().int(),
    version: z.number().int(),
    document: templateDocumentSchema,
  }),
  started: z.boolean(),
  draft: draftSchema,
  progress: reportProgressSchema,
  /** The latest published version (null: never published). */
  published: z.strictObject({ version: z.number().int(), publishedAt: isoTime }).nullable(),
  /** Severities whose findings should carry a photo (the business's report setting). */
  photoRequiredFor: z.array(z.enum(SEVERITIES)),
});
export type EditorReport = z.infer<typeof editorReportSchema>;

/** Percent of the template's items that have a status (rounded down: 100 only when all do). */
export function progressPercent(itemCount: number, itemsDone: number): number {
  if (itemCount === 0) return 0;
  return Math.min(100, Math.floor((itemsDone * 100) / itemCount));
}

export const PROGRESS_LABELS = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  published: 'Published',
} as const;

/** e.g. "Not started", "In progress (40 %)", "Published (version 2)". */
export function progressText(p: ReportProgress): string {
  if (p.state === 'not-started') return PROGRESS_LABELS['not-started'];
  if (p.state === 'in-progress') return `In progress (${p.percent} %)`;
  return `Published (version ${p.version})${p.changedSince ? ', edited since' : ''}`;
}
