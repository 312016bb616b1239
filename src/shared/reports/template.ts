import { choiceList } from '../choice-list';
import { z } from 'zod';
import { limitedText } from '../schema-fields';
import {
  REINSPECTION_OUTCOME_LABELS,
  REINSPECTION_OUTCOMES,
  REINSPECTION_SECTION_KEY,
} from './reinspections';

/** What an inspector can say of an item, in the order the editor offers them. */
const { values: INSPECTION_STATUSES, labels: INSPECTION_STATUS_LABELS } = choiceList({
  inspected: 'Inspected',
  not_inspected: 'Not inspected',
  not_present: 'Not present',
  deficient: 'Deficient',
});
/** Every status an item may have: an inspection's, then a reinspection's outcomes. */
export const ITEM_STATUSES = [...INSPECTION_STATUSES, ...REINSPECTION_OUTCOMES] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  ...INSPECTION_STATUS_LABELS,
  ...REINSPECTION_OUTCOME_LABELS,
};

/** The statuses the editor offers on an item of the section: a reinspection's, or an inspection's. */
export const statusesOf = (sectionKey: string): readonly ItemStatus[] =>
  sectionKey === REINSPECTION_SECTION_KEY ? REINSPECTION_OUTCOMES : INSPECTION_STATUSES;

/** How much a finding matters, most urgent first (the summary and the PDF keep this order). */
export const { values: SEVERITIES, labels: SEVERITY_LABELS } = choiceList({
  safety: 'Safety',
  repair: 'Repair',
  monitor: 'Monitor',
  maintenance: 'Maintenance',
  info: 'Info',
});
export type Severity = (typeof SEVERITIES)[number];

export const TEMPLATE_LIMITS = {
  name: 120,
  title: 120,
  comment: 2_000,
  key: 60,
  sections: 60,
  itemsPerSection: 80,
  commentsPerItem: 60,
} as const;

/** A key stays the same when a title is renamed, so a report's findings keep their place. */
const templateKey = limitedText(TEMPLATE_LIMITS.key, {
  invalid: 'A key is lower-case letters, digits and dashes.',
}).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'A key is lower-case letters, digits and dashes.' });

export const templateCommentSchema = z.strictObject({
  key: templateKey,
  text: limitedText(TEMPLATE_LIMITS.comment).min(1, { error: 'A comment needs its text.' }),
  severity: z.enum(SEVERITIES, { error: 'A comment needs a severity.' }),
});

export const templateItemSchema = z.strictObject({
  key: templateKey,
  title: limitedText(TEMPLATE_LIMITS.title).min(1, { error: 'An item needs a title.' }),
  comments: z.array(templateCommentSchema).max(TEMPLATE_LIMITS.commentsPerItem),
});

export const templateSectionSchema = z.strictObject({
  key: templateKey,
  title: limitedText(TEMPLATE_LIMITS.title).min(1, { error: 'A section needs a title.' }),
  items: z.array(templateItemSchema).max(TEMPLATE_LIMITS.itemsPerSection),
});

/** A whole template as stored, exported and imported (JSON). */
export const templateDocumentSchema = z.strictObject({
  name: limitedText(TEMPLATE_LIMITS.name).min(1, { error: 'A template needs a name.' }),
  sections: z.array(templateSectionSchema).min(1).max(TEMPLATE_LIMITS.sections),
});

export type TemplateComment = z.infer<typeof templateCommentSchema>;
export type TemplateItem = z.infer<typeof templateItemSchema>;
export type TemplateSection = z.infer<typeof templateSectionSchema>;
export type TemplateDocument = z.infer<typeof templateDocumentSchema>;
