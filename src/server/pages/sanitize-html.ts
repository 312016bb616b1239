import sanitize from 'sanitize-html';

// Admin-authored HTML is untrusted (an administrator's account can be taken over): no script,
// event handlers, style or iframe; http/https/mailto/tel links only. Applied on save and render.
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
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'id', 'aria-label', 'aria-hidden', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitize(html, options);
}
