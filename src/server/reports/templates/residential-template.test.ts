import { describe, expect, it } from 'vitest';
import { SEVERITIES, templateDocumentSchema } from '../../../shared/reports/template';
import { residentialTemplate } from './residential-template';

const { sections } = residentialTemplate;
const items = sections.flatMap((section) => section.items);
const comments = items.flatMap((item) => item.comments);

const duplicates = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);

describe('the residential home inspection template', () => {
  it('is a valid template document, unchanged by parsing', () => {
    const parsed = templateDocumentSchema.safeParse(residentialTemplate);

    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(residentialTemplate);
  });

  it('covers a whole house', () => {
    expect(residentialTemplate.name).toBe('Residential home inspection');
    expect(sections.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(comments.length).toBeGreaterThanOrEqual(100);
  });

  it('has unique section keys, globally unique item keys and unique comment keys per item', () => {
    expect(duplicates(sections.map((section) => section.key))).toEqual([]);
    expect(duplicates(items.map((item) => item.key))).toEqual([]);
    const repeatedComments = items.flatMap((item) =>
      duplicates(item.comments.map((comment) => comment.key)).map((key) => `${item.key}/${key}`),
    );
    expect(repeatedComments).toEqual([]);
  });

  it('uses every severity', () => {
    const used = new Set(comments.map((comment) => comment.severity));

    expect([...SEVERITIES].filter((severity) => !used.has(severity))).toEqual([]);
  });

  it('offers at least one comment for every item', () => {
    expect(items.filter((item) => item.comments.length === 0).map((item) => item.key)).toEqual([]);
  });

  it('words each comment as one to three full sentences', () => {
    const sentenceCount = (text: string) => text.split(/[.!?](?:\s|$)/).length - 1;
    const offWording = comments
      .filter((comment) => !/[.!?]$/.test(comment.text) || sentenceCount(comment.text) > 3)
      .map((comment) => comment.text);

    expect(offWording).toEqual([]);
  });
});
