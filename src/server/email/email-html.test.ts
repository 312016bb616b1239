import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html';
import { isLocalMailFrom, mailFromDomain, mailFromWarning, newMessageId } from './mail-from';

const brand = { businessName: 'Acme <Home> & "Sons"', phone: '(412) 555-0100' };

describe('the HTML part built from the text', () => {
  const html = emailHtml({
    subject: 'Your <inspection>',
    text: 'Hello <b>Dana</b>,\n\nManage your inspection: https://site.test/user/manage/abc_DEF-1.\n  Total: $725.00\n\nBye',
    brand,
  });

  it('escapes the text and the business name', () => {
    expect(html).toContain('Hello &lt;b&gt;Dana&lt;/b&gt;,');
    expect(html).toContain('Acme &lt;Home&gt; &amp; &quot;Sons&quot;');
    expect(html).toContain('<title>Your &lt;inspection&gt;</title>');
    expect(html).not.toContain('<b>');
  });

  it('makes addresses clickable without the sentence full stop', () => {
    expect(html).toContain(
      '<a href="https://site.test/user/manage/abc_DEF-1" style="color:#1a6075;text-decoration:underline">https://site.test/user/manage/abc_DEF-1</a>.',
    );
  });

  it('keeps paragraphs, line breaks and indents; the phone is a tel: link', () => {
    expect(html.match(/<p /g)).toHaveLength(3);
    expect(html).toContain('<br>&nbsp;&nbsp;Total: $725.00');
    expect(html).toContain('<a href="tel:+14125550100" style="color:#1a6075">(412) 555-0100</a>');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('max-width:600px');
  });

  it('does not link a quote-breaking address', () => {
    const odd = emailHtml({ subject: 's', text: 'See https://x.test/"onmouseover="a', brand });
    expect(odd).toContain('<a href="https://x.test/"');
    expect(odd).not.toContain('onmouseover="a"');
  });
});

describe('the sending address', () => {
  it('names its domain and makes Message-IDs on it', () => {
    expect(mailFromDomain('Home Inspection <No-Reply@Example.COM>')).toBe('example.com');
    expect(mailFromDomain('office@keystone.test')).toBe('keystone.test');
    expect(mailFromDomain('broken <x@bad domain>')).toBe('localhost');
    expect(newMessageId('A <a@mail.example.com>')).toMatch(/^<[0-9a-f]{32}@mail\.example\.com>$/);
  });

  it('warns at start-up only in production with an address at localhost', () => {
    expect(isLocalMailFrom('Home Inspection <no-reply@localhost>')).toBe(true);
    expect(
      mailFromWarning({ NODE_ENV: 'production', MAIL_FROM: 'x <no-reply@localhost>' }),
    ).toMatch(/MAIL_FROM/);
    expect(mailFromWarning({ NODE_ENV: 'development', MAIL_FROM: 'no-reply@localhost' })).toBe(
      undefined,
    );
    expect(mailFromWarning({ NODE_ENV: 'production', MAIL_FROM: 'a@example.com' })).toBe(undefined);
  });
});
