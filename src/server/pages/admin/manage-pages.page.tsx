import { publicPathOf } from '../../../shared/pages/site-routes';
import type { StoredPage } from '../content.service';
import { sanitizeContent } from '../sanitize-html';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { formValue } from '../../admin/ui/admin-form';
import { SlugField, SubmitButton, TextArea, TextField } from '../../admin/ui/form-fields';
import { DeleteConfirmation, FormButtons } from '../../admin/ui/form-layout';
import {
  EntryActionsCell,
  EntryForm,
  type EntryWords,
  NewEntryLink,
} from '../../admin/ui/entry-page';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';

const PAGES: EntryWords<StoredPage> = { one: 'page', all: 'pages', name: (p) => p.title };

const PAGE_COLUMNS = ['Title', wide('Slug'), 'On the site', wide('Last changed'), 'Actions'];

export function PageList({
  ctx,
  pages,
  timeZone,
}: {
  ctx: AdminViewContext;
  pages: StoredPage[];
  timeZone: string;
}) {
  return (
    <>
      <NewEntryLink ctx={ctx} words={PAGES} />
      <AdminTable caption="Content pages" headers={PAGE_COLUMNS} empty="There are no pages yet.">
        {pages.map((p) => {
          const path = publicPathOf(p.slug);
          return (
            <tr key={p.id}>
              <td>{p.title}</td>
              <td className={WIDE_ONLY}>
                <code>{p.slug}</code>
              </td>
              <td>
                {path ? (
                  <a href={path} target="_top">
                    {path}
                  </a>
                ) : (
                  <span className="text-body-secondary">not linked</span>
                )}
              </td>
              <td className={WIDE_ONLY}>{formatWhen(p.updatedAt, timeZone)}</td>
              <EntryActionsCell ctx={ctx} entry={p} words={PAGES}>
                <a href={ctx.link({ preview: p.id })} aria-label={`Preview ${p.title}`}>
                  Preview
                </a>
              </EntryActionsCell>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

/** Create (no page) or edit form; after a refused or previewed post it shows what was sent. */
export function PageForm({ ctx, page }: { ctx: AdminViewContext; page?: StoredPage }) {
  const sent = ctx.submitted;
  const value = (name: 'title' | 'slug' | 'content') =>
    sent ? formValue(sent, name) : (page?.[name] ?? '');
  const previewing = sent && formValue(sent, 'action') === 'preview';
  // Save and Preview post the same fields: each button names its action.
  const buttons = (
    <FormButtons cancelHref={ctx.path} className="admin-actions mb-3">
      <SubmitButton action={page ? 'save' : 'create'}>
        {page ? 'Save page' : 'Create page'}
      </SubmitButton>
      <SubmitButton action="preview" variant="outline-secondary">
        Preview
      </SubmitButton>
    </FormButtons>
  );
  return (
    <>
      <EntryForm ctx={ctx} entry={page} words={PAGES} buttons={buttons}>
        <TextField name="title" label="Title" value={value('title')} required maxLength={200} />
        <SlugField value={value('slug')} purpose="the site finds the page by it" />
        <TextArea
          name="content"
          label="Content (HTML)"
          value={value('content')}
          rows={16}
          help="Scripts, styles, frames and event attributes are removed when you save."
        />
      </EntryForm>
      {previewing && (
        <PagePreview
          title={formValue(sent, 'title')}
          content={formValue(sent, 'content')}
          note="Preview of your unsaved changes"
        />
      )}
    </>
  );
}

/** The content as the site will show it: sanitised again on render. */
export function PagePreview({
  title,
  content,
  note,
}: {
  title: string;
  content: string;
  note: string;
}) {
  return (
    <section aria-label="Preview" className="mb-3">
      <h2 className="h5 text-body-secondary">{note}</h2>
      <div className="admin-preview">
        <h1>{title}</h1>
        <div
          className="page-content"
          dangerouslySetInnerHTML={{ __html: sanitizeContent(content) }}
        />
      </div>
    </section>
  );
}

export function ConfirmDelete({ ctx, page }: { ctx: AdminViewContext; page: StoredPage }) {
  const path = publicPathOf(page.slug);
  return (
    <DeleteConfirmation ctx={ctx} id={page.id} button="Delete page">
      Delete the page <strong>{page.title}</strong> (<code>{page.slug}</code>)? This cannot be
      undone.
      {path &&
        ` The site address ${path} will have no content until a page with this slug exists again.`}
    </DeleteConfirmation>
  );
}
