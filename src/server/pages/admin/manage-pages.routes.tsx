import { entryOf, formId, parseForm } from '../../admin/ui/admin-form';
import { defineEntryAdminPage } from '../../admin/ui/entry-admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import {
  createPage,
  editPage,
  findPageById,
  listPages,
  PAGE_NOT_FOUND,
  pageInputSchema,
  removePage,
  type StoredPage,
} from '../content.service';
import { ConfirmDelete, PageForm, PageList, PagePreview } from './manage-pages.page';

/** Content: list, create, edit (sanitised on save and on render), preview, delete with confirmation. */
export const contentAdminPage = defineEntryAdminPage({
  name: 'manage-pages',
  title: 'Content',
  find: entryOf<StoredPage>(findPageById, 'page', PAGE_NOT_FOUND),
  form: (ctx, page) => <PageForm ctx={ctx} page={page} />,
  views: {
    preview: (ctx, page) => (
      <>
        <p className="admin-actions">
          <a href={ctx.path}>Back to all pages</a>
          <a href={ctx.link({ edit: page.id })}>Edit this page</a>
        </p>
        <PagePreview title={page.title} content={page.content} note="Preview" />
      </>
    ),
    confirmDelete: (ctx, page) => <ConfirmDelete ctx={ctx} page={page} />,
  },
  list: async (ctx) => (
    <PageList ctx={ctx} pages={await listPages(ctx.db)} timeZone={await siteTimeZone(ctx)} />
  ),
  actions: {
    async create(ctx, form) {
      const id = await createPage(ctx.db, ctx.actor, parseForm(pageInputSchema, form));
      return { flash: 'Page created. The site shows it at once.', to: { edit: id } };
    },
    async save(ctx, form) {
      const id = formId(form, 'page');
      await editPage(ctx.db, ctx.actor, id, parseForm(pageInputSchema, form));
      return { flash: 'Page saved. The site shows it at once.', to: { edit: id } };
    },
    async preview() {
      return { showAgain: true, flash: 'Not saved yet: this is a preview.', tone: 'info' };
    },
    async delete(ctx, form) {
      const title = await removePage(ctx.db, ctx.actor, formId(form, 'page'));
      return { flash: `Page “${title}” deleted.`, to: {} };
    },
  },
});
