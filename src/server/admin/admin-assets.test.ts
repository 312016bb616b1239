import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CSS } from '../../shared/brand';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ADMIN_CSS_PATH } from './ui/admin-layout';

describe('admin stylesheet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is Bootstrap, then the brand colours the public site takes, then the admin rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: ADMIN_CSS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    const css = res.body;
    expect(css).toContain('.btn-primary{--bs-btn-color:#fff');
    expect(css).toContain(BRAND_CSS);
    expect(css).toContain('--bs-link-hover-color-rgb: 15, 58, 71;');
    expect(css.indexOf(BRAND_CSS)).toBeLessThan(css.indexOf('.admin-body'));
  });
});
