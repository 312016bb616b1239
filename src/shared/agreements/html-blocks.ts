// The signed agreement's HTML as plain blocks of text, for the PDF. A scanner rather than a regex
// over the markup: one pass, linear in the length, whatever the text holds.

export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'blockquote',
  'table',
  'tr',
  'section',
  'article',
  'figure',
  'figcaption',
  'pre',
  'dl',
  'dt',
  'dd',
  'hr',
  ...HEADINGS,
]);
const SKIPPED = new Set(['script', 'style', 'template']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

function decodeEntity(entity: string): string {
  if (entity.startsWith('#x') || entity.startsWith('#X')) {
    const code = Number.parseInt(entity.slice(2), 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  if (entity.startsWith('#')) {
    const code = Number.parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED[entity] ?? `&${entity};`;
}

function decodeText(raw: string): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const amp = raw.indexOf('&', i);
    if (amp < 0) return out + raw.slice(i);
    out += raw.slice(i, amp);
    // Entities are short: only the next few characters are searched, so the scan stays linear.
    const near = raw.slice(amp + 1, amp + 12).indexOf(';');
    const semi = near < 0 ? -1 : amp + 1 + near;
    if (semi < 0) {
      out += '&';
      i = amp + 1;
    } else {
      out += decodeEntity(raw.slice(amp + 1, semi));
      i = semi + 1;
    }
  }
  return out;
}

const tagName = (tag: string) => {
  let name = '';
  for (const ch of tag.replace(/^\//, '')) {
    if (!/[a-z0-9]/i.test(ch)) break;
    name += ch.toLowerCase();
  }
  return name;
};

/** Headings, paragraphs and list items of sanitised HTML, whitespace collapsed as a browser does. */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current = '';
  let kind: TextBlock['kind'] = 'paragraph';
  let skipping = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind, text });
    current = '';
    kind = 'paragraph';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (!skipping) current += decodeText(html.slice(i, textEnd));
    if (lt < 0) break;
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    const tag = html.slice(lt + 1, gt);
    const name = tagName(tag);
    const closing = tag.startsWith('/');
    i = gt + 1;
    if (skipping) {
      if (closing && name === skipping) skipping = '';
      continue;
    }
    if (!closing && SKIPPED.has(name)) skipping = name;
    else if (name === 'br') current += '\n';
    else if (name === 'td' || name === 'th') current += closing ? '' : ' ';
    else if (BLOCKS.has(name)) {
      flush();
      if (!closing && HEADINGS.has(name)) kind = 'heading';
      else if (!closing && name === 'li') kind = 'item';
    }
  }
  flush();
  return blocks;
}
