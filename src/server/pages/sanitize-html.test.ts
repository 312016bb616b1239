import { describe, expect, it } from 'vitest';
import { seedPages } from '../db/seed/pages-content';
import { sanitizeContent } from './sanitize-html';

describe('sanitizeContent', () => {
  it('drops id and name, which would let content shadow the page’s elements and globals', () => {
    expect(
      sanitizeContent(
        '<p id="site-config" class="lead">a</p><a name="currentScript" id="x" href="/fees">b</a><img id="root" name="y" src="/i.png" alt="c">',
      ),
    ).toBe('<p class="lead">a</p><a href="/fees">b</a><img src="/i.png" alt="c" />');
  });

  it('forces rel="noopener noreferrer" on every link with a target', () => {
    for (const target of ['_blank', 'other', '_BLANK']) {
      expect(
        sanitizeContent(`<a href="https://x.example" target="${target}" rel="opener">x</a>`),
        target,
      ).toBe(`<a href="https://x.example" target="${target}" rel="noopener noreferrer">x</a>`);
    }
    expect(sanitizeContent('<a href="https://x.example" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow">x</a>',
    );
  });

  it('loses nothing of the seeded pages: none has an id, a name or an in-page link', () => {
    for (const page of seedPages)
      expect(page.content, page.slug).not.toMatch(/\s(id|name)=|href="#/);
  });
});
