import { describe, expect, it } from 'vitest';
import { describeHtml } from './page-description';

describe('describeHtml', () => {
  it('reads the text of the markup, entities decoded and whitespace collapsed', () => {
    expect(describeHtml('<h2>Fees</h2>\n<p>Radon &amp; pest   tests.</p>')).toBe(
      'Fees. Radon & pest tests.',
    );
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = describeHtml(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^(word )+word…$/);
  });
});
