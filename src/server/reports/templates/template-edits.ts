import {
  type Severity,
  type TemplateDocument,
  type TemplateItem,
  type TemplateSection,
  TEMPLATE_LIMITS,
  templateDocumentSchema,
} from '../../../shared/reports/template';

// The administrator's edits of a template, as pure functions from one document to the next. A
// key is made once from the first title and never changes, so findings keep their place.

export type Move = 'up' | 'down';

export class TemplateEditError extends Error {}

/** "Roof covering" → "roof-covering", unique among `taken` (…-2, …-3). */
export function keyFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .slice(0, 200)
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .split('-')
      .filter(Boolean)
      .join('-')
      .slice(0, TEMPLATE_LIMITS.key - 4)
      .split('-')
      .filter(Boolean)
      .join('-') || 'entry';
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function moved<T>(list: readonly T[], index: number, move: Move): T[] {
  const to = move === 'up' ? index - 1 : index + 1;
  const copy = [...list];
  if (index < 0 || to < 0 || to >= list.length) return copy;
  [copy[index], copy[to]] = [copy[to] as T, copy[index] as T];
  return copy;
}

function sectionIndex(doc: TemplateDocument, key: string): number {
  const i = doc.sections.findIndex((s) => s.key === key);
  if (i < 0) throw new TemplateEditError('No such section in this template.');
  return i;
}

function itemIndex(section: TemplateSection, key: string): number {
  const i = section.items.findIndex((s) => s.key === key);
  if (i < 0) throw new TemplateEditError('No such item in this section.');
  return i;
}

const withSection = (
  doc: TemplateDocument,
  key: string,
  change: (s: TemplateSection) => TemplateSection,
): TemplateDocument => {
  const i = sectionIndex(doc, key);
  return { ...doc, sections: doc.sections.map((s, j) => (j === i ? change(s) : s)) };
};

const withItem = (
  doc: TemplateDocument,
  sectionKey: string,
  itemKey: string,
  change: (item: TemplateItem) => TemplateItem,
): TemplateDocument =>
  withSection(doc, sectionKey, (s) => {
    const i = itemIndex(s, itemKey);
    return { ...s, items: s.items.map((item, j) => (j === i ? change(item) : item)) };
  });

export type TemplateEdit =
  | { kind: 'rename-template'; name: string }
  | { kind: 'add-section'; title: string }
  | { kind: 'rename-section'; section: string; title: string }
  | { kind: 'move-section'; section: string; move: Move }
  | { kind: 'remove-section'; section: string }
  | { kind: 'add-item'; section: string; title: string }
  | { kind: 'rename-item'; section: string; item: string; title: string }
  | { kind: 'move-item'; section: string; item: string; move: Move }
  | { kind: 'remove-item'; section: string; item: string }
  | { kind: 'add-comment'; section: string; item: string; text: string; severity: Severity }
  | {
      kind: 'edit-comment';
      section: string;
      item: string;
      comment: string;
      text: string;
      severity: Severity;
    }
  | { kind: 'move-comment'; section: string; item: string; comment: string; move: Move }
  | { kind: 'remove-comment'; section: string; item: string; comment: string };

function editItem(doc: TemplateDocument, e: TemplateEdit): TemplateDocument | undefined {
  switch (e.kind) {
    case 'add-item':
      return withSection(doc, e.section, (s) => ({
        ...s,
        items: [
          ...s.items,
          {
            key: keyFor(
              e.title,
              s.items.map((i) => i.key),
            ),
            title: e.title,
            comments: [],
          },
        ],
      }));
    case 'rename-item':
      return withItem(doc, e.section, e.item, (item) => ({ ...item, title: e.title }));
    case 'move-item':
      return withSection(doc, e.section, (s) => ({
        ...s,
        items: moved(s.items, itemIndex(s, e.item), e.move),
      }));
    case 'remove-item':
      return withSection(doc, e.section, (s) => ({
        ...s,
        items: s.items.filter((i) => i.key !== e.item),
      }));
    default:
      return undefined;
  }
}

function commentIndex(item: TemplateItem, key: string): number {
  const i = item.comments.findIndex((c) => c.key === key);
  if (i < 0) throw new TemplateEditError('No such comment on this item.');
  return i;
}

function editComment(doc: TemplateDocument, e: TemplateEdit): TemplateDocument | undefined {
  switch (e.kind) {
    case 'add-comment':
      return withItem(doc, e.section, e.item, (item) => ({
        ...item,
        comments: [
          ...item.comments,
          {
            key: keyFor(
              e.text.slice(0, 40),
              item.comments.map((c) => c.key),
            ),
            text: e.text,
            severity: e.severity,
          },
        ],
      }));
    case 'edit-comment':
      return withItem(doc, e.section, e.item, (item) => {
        const i = commentIndex(item, e.comment);
        return {
          ...item,
          comments: item.comments.map((c, j) =>
            j === i ? { ...c, text: e.text, severity: e.severity } : c,
          ),
        };
      });
    case 'move-comment':
      return withItem(doc, e.section, e.item, (item) => ({
        ...item,
        comments: moved(item.comments, commentIndex(item, e.comment), e.move),
      }));
    case 'remove-comment':
      return withItem(doc, e.section, e.item, (item) => ({
        ...item,
        comments: item.comments.filter((c) => c.key !== e.comment),
      }));
    default:
      return undefined;
  }
}

function editSection(doc: TemplateDocument, e: TemplateEdit): TemplateDocument | undefined {
  switch (e.kind) {
    case 'rename-template':
      return { ...doc, name: e.name };
    case 'add-section':
      return {
        ...doc,
        sections: [
          ...doc.sections,
          {
            key: keyFor(
              e.title,
              doc.sections.map((s) => s.key),
            ),
            title: e.title,
            items: [],
          },
        ],
      };
    case 'rename-section':
      return withSection(doc, e.section, (s) => ({ ...s, title: e.title }));
    case 'move-section':
      return { ...doc, sections: moved(doc.sections, sectionIndex(doc, e.section), e.move) };
    case 'remove-section':
      sectionIndex(doc, e.section);
      return { ...doc, sections: doc.sections.filter((s) => s.key !== e.section) };
    default:
      return undefined;
  }
}

/** The document after the edit, checked whole; a refusal says why in words. */
export function applyTemplateEdit(doc: TemplateDocument, edit: TemplateEdit): TemplateDocument {
  const next = editSection(doc, edit) ?? editItem(doc, edit) ?? editComment(doc, edit) ?? doc;
  const problem = templateProblem(next);
  if (problem) throw new TemplateEditError(problem);
  return next;
}

const where = (path: readonly PropertyKey[], doc: unknown): string => {
  const words: string[] = [];
  let node: unknown = doc;
  for (let i = 0; i < path.length; i += 1) {
    const part = path[i];
    node = (node as Record<PropertyKey, unknown> | undefined)?.[part as string];
    if (typeof part !== 'number') continue;
    const kind =
      path[i - 1] === 'sections' ? 'Section' : path[i - 1] === 'items' ? 'item' : 'comment';
    const title = (node as { title?: unknown } | undefined)?.title;
    words.push(
      `${kind} ${part + 1}${typeof title === 'string' && title ? ` (${title.slice(0, 60)})` : ''}`,
    );
  }
  return words.join(', ');
};

function duplicateKey(doc: TemplateDocument): string | undefined {
  const dup = (keys: string[]) => keys.find((k, i) => keys.indexOf(k) !== i);
  const s = dup(doc.sections.map((x) => x.key));
  if (s) return `Two sections have the key "${s}".`;
  for (const section of doc.sections) {
    const i = dup(section.items.map((x) => x.key));
    if (i) return `Section ${section.title}: two items have the key "${i}".`;
    for (const item of section.items) {
      const c = dup(item.comments.map((x) => x.key));
      if (c)
        return `Section ${section.title}, item ${item.title}: two comments have the key "${c}".`;
    }
  }
  return undefined;
}

/** The first problem of a would-be template, in words (undefined: it is a valid template). */
export function templateProblem(doc: unknown): string | undefined {
  const parsed = templateDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue) return 'This is not a template.';
    const place = where(issue.path, doc);
    const field = issue.path.at(-1);
    const named = typeof field === 'string' && field !== 'sections' ? `${field}: ` : '';
    return `${place ? `${place}: ` : ''}${named}${issue.message}`;
  }
  return duplicateKey(parsed.data);
}

export const MAX_IMPORT_CHARS = 250_000;

/** An imported JSON text as a template, or the first problem with it. */
export function parseTemplateImport(
  text: string,
): { ok: true; document: TemplateDocument } | { ok: false; problem: string } {
  if (text.length > MAX_IMPORT_CHARS)
    return {
      ok: false,
      problem: `The file is too large (at most ${MAX_IMPORT_CHARS} characters).`,
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'This is not JSON: export a template and edit that file.' };
  }
  const problem = templateProblem(json);
  if (problem) return { ok: false, problem };
  return { ok: true, document: templateDocumentSchema.parse(json) };
}
