import Mustache from 'mustache';

// Editable messages are Mustache templates: logic-less (values, sections on a value, inverted
// sections), so no code runs from a template. Partials and delimiter changes are refused: a
// template names only the placeholders its message lists.

/** Longest subject and body an office may save (checked before any parsing). */
export const SUBJECT_MAX = 300;
export const BODY_MAX = 10_000;

/** A nested object of texts, numbers and flags: `{{client.first_name}}` reads view.client.first_name. */
export type MessageView = { [name: string]: string | number | boolean | MessageView };

type Spans = ReturnType<typeof Mustache.parse>;

const REFUSED_TAG: Record<string, string> = {
  '>': 'partials ({{> name}})',
  '=': 'a change of the tag delimiters',
};

/** The placeholder names a template uses, sections included, in order of appearance. */
function namesIn(spans: Spans, into: string[] = []): string[] {
  for (const span of spans) {
    const [type, value] = span;
    if (type === 'text' || type === '!') continue;
    const refused = REFUSED_TAG[type];
    if (refused) throw new Error(refused);
    if (!into.includes(value)) into.push(value);
    const inner = span[4];
    if (Array.isArray(inner)) namesIn(inner, into);
  }
  return into;
}

/** Mustache's parse error ("Unclosed section \"x\" at 40") said for the office. */
function brokenTag(message: string): string {
  const section = /section "([^"]{0,100})"/.exec(message.slice(0, 200))?.[1];
  if (message.startsWith('Unclosed tag')) return 'a “{{” is never closed by “}}”';
  if (message.startsWith('Unclosed section') && section !== undefined)
    return `{{#${section}}} is never closed by {{/${section}}}`;
  if (message.startsWith('Unopened section') && section !== undefined)
    return `{{/${section}}} closes a part that was never opened`;
  return 'the template cannot be read';
}

/** The reason `template` cannot be saved for a message with these placeholders, or null. */
export function templateProblem(
  template: string,
  placeholders: readonly string[],
  required: readonly string[] = [],
): string | null {
  let spans: Spans;
  try {
    spans = Mustache.parse(template);
  } catch (error) {
    return `it has a broken tag: ${brokenTag(error instanceof Error ? error.message : '')}.`;
  }
  let names: string[];
  try {
    names = namesIn(spans);
  } catch (error) {
    return `it uses a tag that is not available: ${(error as Error).message}.`;
  }
  const unknown = names.filter((name) => !placeholders.includes(name));
  if (unknown.length)
    return `${unknown.map((n) => `{{${n}}}`).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of this message.`;
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length) return `it must contain ${missing.map((n) => `{{${n}}}`).join(' and ')}.`;
  return null;
}

/** Renders a checked template as plain text: values go in as they are (the HTML part escapes). */
export function renderTemplate(template: string, view: MessageView): string {
  return Mustache.render(template, view, {}, { escape: (value: unknown) => String(value) });
}

/** Every placeholder a view offers, as dotted names (`client.first_name`). */
export function placeholdersOf(view: MessageView, prefix = ''): string[] {
  return Object.entries(view).flatMap(([key, value]) =>
    typeof value === 'object' ? placeholdersOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
