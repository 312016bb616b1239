import { decodeEntities } from './html-entities';

/**
 * A meta description from a page's (sanitised) HTML: its text, whitespace collapsed, cut at a word
 * before `max` characters. Only the start is read: a description never needs more.
 */
export function describeHtml(html: string, max = 160): string {
  const stripped = html
    .slice(0, 4000)
    // A heading ends a sentence of the description ("Our fees. Every inspection…").
    .replace(/<\/h[1-6]>/gi, '. ')
    .replace(/<[^<>]*>/g, ' ');
  const text = decodeEntities(stripped).replace(/\s+/g, ' ').replace(/ \./g, '.').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/(?<![\s,.;:])[\s,.;:]+$/, '')}…`;
}
