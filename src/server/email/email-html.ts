import { escapeHtml } from '../../shared/html';
import { telHref } from '../../shared/tel-href';

// The HTML part of every e-mail: one whole document (doctype, language, charset, title) in one
// simple layout with inlined styles (mail programs drop style sheets), the business's name on top
// and its phone below. Its content is the feature's own HTML or, without one, built from the text.

export interface EmailBrand {
  businessName: string;
  phone: string;
}

const COLOR = '#1f4e5f';
const LINK = '#1a6075';
const FONT = 'Arial, Helvetica, sans-serif';
/** Longer bodies are not ours to lay out: the plain text stays as it is. */
const MAX_TEXT = 64 * 1024;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** A sentence's full stop or a closing bracket after an address is not part of it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

function linkified(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    let url = match[0];
    while (url.length > 0 && TRAILING.has(url[url.length - 1] ?? '')) url = url.slice(0, -1);
    const at = match.index;
    html += escapeHtml(line.slice(last, at));
    html += `<a href="${escapeHtml(url)}" style="color:${LINK};text-decoration:underline">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** One line: its leading spaces kept (price tables indent), its addresses clickable. */
function lineHtml(line: string): string {
  const indent = line.length - line.trimStart().length;
  return '&nbsp;'.repeat(indent) + linkified(line.trimStart());
}

function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map(
      (p) =>
        `<p style="margin:0 0 16px;overflow-wrap:anywhere;word-break:break-word">${p.split('\n').map(lineHtml).join('<br>')}</p>`,
    )
    .join('\n');
}

/**
 * The HTML part of an e-mail, readable on a 390 px phone and a desktop alike. `html` is the
 * content a feature laid out itself (a fragment, never a document); without it the text is used.
 */
export function emailHtml(input: {
  subject: string;
  text: string;
  html?: string | undefined;
  brand: EmailBrand;
}): string {
  const { brand } = input;
  const text = input.text.length > MAX_TEXT ? input.text.slice(0, MAX_TEXT) : input.text;
  const content = input.html ?? paragraphs(text);
  const name = escapeHtml(brand.businessName);
  const phone = brand.phone.trim()
    ? ` &middot; <a href="${escapeHtml(telHref(brand.phone))}" style="color:${LINK}">${escapeHtml(brand.phone)}</a>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5f6">
<tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:16px 20px;background:${COLOR};color:#ffffff;font:bold 20px/1.3 ${FONT};border-radius:6px 6px 0 0">${name}</td></tr>
<tr><td style="padding:20px;font:16px/1.5 ${FONT};color:#1a1a1a">
${content}
</td></tr>
<tr><td style="padding:14px 20px;border-top:1px solid #dde2e5;font:14px/1.5 ${FONT};color:#4a4a4a">${name}${phone}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
