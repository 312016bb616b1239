import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('request log redaction', () => {
  it('hides sign-in tokens and codes in logged URLs, and nothing else', () => {
    expect(redactUrl('/user/login?token=abcDEF_-123')).toBe('/user/login?token=[redacted]');
    expect(redactUrl('/cms-admin/api/authenticate.php?x=1&token=abc&y=2')).toBe(
      '/cms-admin/api/authenticate.php?x=1&token=[redacted]&y=2',
    );
    expect(redactUrl('/x?code=123456')).toBe('/x?code=[redacted]');
    expect(redactUrl(`/repair-request/${'a'.repeat(43)}`)).toBe('/repair-request/[redacted]');
    expect(redactUrl(`/cms-admin/api/seller_repair_request.php?token=${'b'.repeat(43)}`)).toBe(
      '/cms-admin/api/seller_repair_request.php?token=[redacted]',
    );
    expect(redactUrl('/cms-admin/api/pages.php?slug=fees')).toBe(
      '/cms-admin/api/pages.php?slug=fees',
    );
  });
});
