import { z } from 'zod';
import { ITEM_STATUSES } from './template';
import {
  clientUuid,
  draftSchema,
  factsSchema,
  findingFieldsSchema,
  isoTime,
  photoFieldsSchema,
  reportProgressSchema,
} from './report-draft';

// POST report_changes.php: the device's queued changes, oldest first. Each has its own UUID (a
// batch sent twice applies once) and the device time of the edit (the later edit of a field wins).

export const MAX_CHANGES_PER_BATCH = 200;

const key = z.string().min(1).max(60);
const base = { id: clientUuid, at: isoTime };

export const changeSchema = z.discriminatedUnion('type', [
  /** Some of the property facts. */
  z.strictObject({ ...base, type: z.literal('facts'), facts: factsSchema.partial() }),
  /** An item's status (null: unmarked again). */
  z.strictObject({
    ...base,
    type: z.literal('item'),
    sectionKey: key,
    itemKey: key,
    status: z.enum(ITEM_STATUSES).nullable(),
  }),
  /** Makes the finding when new (then every field is needed), else edits the fields sent. */
  z.strictObject({
    ...base,
    type: z.literal('finding'),
    findingId: clientUuid,
    sectionKey: key,
    itemKey: key,
    fields: findingFieldsSchema.partial(),
  }),
  z.strictObject({ ...base, type: z.literal('finding-remove'), findingId: clientUuid }),
  /** A photo's caption, mark-up or finding; may arrive before its file (kept until it does). */
  z.strictObject({
    ...base,
    type: z.literal('photo'),
    photoId: clientUuid,
    sectionKey: key,
    itemKey: key,
    fields: photoFieldsSchema.partial(),
  }),
  z.strictObject({ ...base, type: z.literal('photo-remove'), photoId: clientUuid }),
]);
export type Change = z.infer<typeof changeSchema>;
export type ChangeType = Change['type'];

export const changeBatchSchema = z.strictObject({
  orderId: z.number().int().positive().max(2_147_483_647),
  /** The template version the device edits against; used only when this batch starts the report. */
  templateVersionId: z.number().int().positive().max(2_147_483_647).optional(),
  changes: z.array(changeSchema).min(1).max(MAX_CHANGES_PER_BATCH),
});
export type ChangeBatch = z.infer<typeof changeBatchSchema>;

/**
 * What became of each change: applied (at least one field taken), stale (every field had a later
 * edit already: kept out, by rule), duplicate (this id was applied before), refused (with why:
 * an item not in the template, a finding or photo removed). The device may forget every change
 * answered here; none is dropped without an answer.
 */
export const CHANGE_OUTCOMES = ['applied', 'stale', 'duplicate', 'refused'] as const;
export const changeResultSchema = z.strictObject({
  id: z.string(),
  outcome: z.enum(CHANGE_OUTCOMES),
  message: z.string().optional(),
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

export const changeBatchAnswerSchema = z.strictObject({
  results: z.array(changeResultSchema),
  /** The merged draft after this batch. */
  draft: draftSchema,
  progress: reportProgressSchema,
  /** True when these changes went into a new draft after a published version. */
  afterPublish: z.boolean(),
});
export type ChangeBatchAnswer = z.infer<typeof changeBatchAnswerSchema>;
