import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, csrfOf, postForm, signedIn } from '../../../testing/admin-testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../../testing/smtp-catcher';
import type { TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';

const URL = '/cms-admin/manage-pages.php';

describe.each(testDialects)('the admin flash cookie on %s', (dialect) => {
  let catcher: SmtpCatcher;
  const sites: { t: TestApp; admin: TestAgent }[] = [];
  let n = 0;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(async () => {
    for (const { t } of sites) await t.close();
    await catcher.stop();
  });

  async function site(publicUrl: string) {
    const t = await createTestApp(dialect, {
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: ADMIN,
      PUBLIC_URL: publicUrl,
    });
    const admin = await signedIn(t.app, catcher, ADMIN);
    sites.push({ t, admin });
    return { t, admin };
  }

  /** Saves a page, which answers with a redirect and the flash cookie; then reads it once. */
  async function flashCookies(publicUrl: string) {
    const { t, admin } = await site(publicUrl);
    n += 1;
    const res = await postForm(t.app, admin, URL, {
      _csrf: csrfOf(admin),
      action: 'create',
      title: `Flash ${n}`,
      slug: `flash-${n}`,
      content: '<p>x</p>',
    });
    expect(res.statusCode).toBe(303);
    const set = res.cookies.find((c) => c.name === 'admin_flash');
    admin.cookies.set('admin_flash', set?.value ?? '');
    const next = await admin.get(String(res.headers.location));
    const cleared = next.cookies.find((c) => c.name === 'admin_flash');
    return { set, cleared };
  }

  it('is Secure when the site is served over HTTPS, like the session cookie', async () => {
    const { set, cleared } = await flashCookies('https://inspections.example');
    expect(set).toMatchObject({ secure: true, httpOnly: true, path: '/cms-admin/' });
    expect(cleared).toMatchObject({ secure: true, path: '/cms-admin/', value: '' });
  });

  it('is not Secure on a plain-HTTP development site (the browser would drop it)', async () => {
    const { set } = await flashCookies('http://localhost:3000');
    expect(set).toMatchObject({ httpOnly: true, path: '/cms-admin/' });
    expect(set?.secure).toBeFalsy();
  });
});
