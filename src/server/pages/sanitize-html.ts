import sanitize from 'sanitize-html';

// Admin-authored HTML is untrusted (an administrator's account can be taken over): no script,
// event handlers, style or iframe; http/https/mailto/tel links only. Applied on save and render.
// No id or name attributes: they would let content shadow the page's own elements and globals
// (DOM clobbering); no seeded page links to an in-page anchor.
const options: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'aria-label', 'aria-hidden', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Any target (not only _blank) opens a window that could reach back through window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: 'target' in attribs ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitize(html, options);
}
