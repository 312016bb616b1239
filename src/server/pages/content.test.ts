import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/test-app';
import { ADMIN, adminSuite } from '../../testing/admin-testing';
import { listAudit } from '../audit/audit.service';
import { createPage, SLUG_TAKEN } from './content.service';

const URL = '/cms-admin/manage-pages.php';

describe.each(testDialects)('Content admin page on %s', (dialect) => {
  let adminId: number;

  const suite = adminSuite(dialect);
  beforeAll(async () => {
    adminId = (
      await suite.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN)
        .executeTakeFirstOrThrow()
    ).id;
  });
  /** The administrator, acting now. */
  const admin = () => ({ id: adminId, at: new Date() });

  const post = (fields: Record<string, string>, url = URL) => suite.post(url, fields);
  const publicPage = async (slug: string) =>
    (await suite.app.inject(`/cms-admin/api/pages.php?slug=${slug}`)).json() as {
      id: number;
      title: string;
      content: string;
    };

  it('creates a page, sanitised on save, shown by the site at once, with an audit entry', async () => {
    const res = await post({
      action: 'create',
      title: 'Open House',
      slug: 'open-house',
      content:
        '<p onclick="steal()">Come by<script>alert(1)</script></p><iframe src="https://x"></iframe>',
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/cms-admin\/manage-pages\.php\?edit=\d+$/);
    const page = await publicPage('open-house');
    expect(page.title).toBe('Open House');
    expect(page.content).toBe('<p>Come by</p>');
    const stored = await suite.app.db
      .selectFrom('pages')
      .select('content')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>Come by</p>');
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'page' });
    expect(entry).toMatchObject({ userEmail: ADMIN, action: 'create', entityId: String(page.id) });

    // The flash shows once after the redirect.
    const cookie = res.cookies.find((c) => c.name === 'admin_flash');
    suite.admin.cookies.set('admin_flash', cookie?.value ?? '');
    const next = await suite.admin.get(location);
    expect(next.body).toContain('Page created.');
    expect((await suite.admin.get(location)).body).not.toContain('Page created.');
  });

  it('edits title, slug and content; the site follows', async () => {
    const id = await createPage(suite.app.db, admin(), {
      title: 'Draft',
      slug: 'draft',
      content: '<p>a</p>',
    });
    const res = await post(
      { action: 'save', id: String(id), title: 'Final', slug: 'final', content: '<h2>Done</h2>' },
      `${URL}?edit=${id}`,
    );
    expect(res.statusCode).toBe(303);
    expect(await publicPage('final')).toMatchObject({
      id,
      title: 'Final',
      content: '<h2>Done</h2>',
    });
    expect((await suite.app.inject('/cms-admin/api/pages.php?slug=draft')).statusCode).toBe(404);
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'page' });
    expect(entry?.details).toMatchObject({ previousSlug: 'draft', previousTitle: 'Draft' });
  });

  it('refuses a slug another page uses, keeping what was typed', async () => {
    const id = await createPage(suite.app.db, admin(), {
      title: 'Mine',
      slug: 'mine',
      content: '',
    });
    const res = await post(
      {
        action: 'save',
        id: String(id),
        title: 'Typed title',
        slug: 'fees',
        content: '<p>typed</p>',
      },
      `${URL}?edit=${id}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(SLUG_TAKEN);
    expect(res.body).toContain('value="Typed title"');
    expect(res.body).toContain('&lt;p&gt;typed&lt;/p&gt;');
    await expect(
      createPage(suite.app.db, admin(), { title: 'X', slug: 'mine', content: '' }),
    ).rejects.toThrow(SLUG_TAKEN);
    const bad = await post(
      { action: 'create', title: 'Y', slug: 'Not A Slug', content: '' },
      `${URL}?new=1`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('lower-case letters, digits and dashes');
  });

  it('previews unsaved edits, sanitised, without saving', async () => {
    const id = await createPage(suite.app.db, admin(), {
      title: 'Prev',
      slug: 'prev',
      content: '<p>old</p>',
    });
    const res = await post(
      {
        action: 'preview',
        id: String(id),
        title: 'Prev',
        slug: 'prev',
        content: '<p>new<img src=x onerror="alert(1)"></p>',
      },
      `${URL}?edit=${id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Preview of your unsaved changes');
    expect(res.body).toContain('<p>new<img src="x" /></p>');
    expect(res.body).not.toContain('onerror="alert');
    expect((await publicPage('prev')).content).toBe('<p>old</p>');
  });

  it('deletes after a confirmation page', async () => {
    const id = await createPage(suite.app.db, admin(), {
      title: 'Old news',
      slug: 'old-news',
      content: '',
    });
    const confirm = await suite.admin.get(`${URL}?confirmDelete=${id}`);
    expect(confirm.body).toContain('Delete the page <strong>Old news</strong>');
    const res = await post({ action: 'delete', id: String(id) });
    expect(res.statusCode).toBe(303);
    expect((await suite.app.inject('/cms-admin/api/pages.php?slug=old-news')).statusCode).toBe(404);
    const again = await post({ action: 'delete', id: String(id) });
    expect(again.statusCode).toBe(404);
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'page' });
    expect(entry).toMatchObject({ action: 'delete', details: { slug: 'old-news' } });
  });
});
