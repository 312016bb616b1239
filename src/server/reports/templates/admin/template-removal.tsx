import type { ReactNode } from 'react';
import { AdminForm, SubmitButton } from '../../../admin/ui/form-fields';
import { notFound } from '../../../errors';
import type { TemplateVersion } from '../templates.service';
import { Base, count, type Ctx, type Removal, sectionIn } from './template-form-parts';

/** "Remove the section Roof and its 7 items?": the question for an entry that holds others. */
const withContents = (what: string, title: string, contents: string) => (
  <>
    Remove the {what} <strong>{title}</strong> and its {contents}?
  </>
);

function removalText(template: TemplateVersion, r: Removal): { text: ReactNode; back: object } {
  const section = sectionIn(template, r.section);
  const back = { template: template.templateId, section: section.key };
  if (r.what === 'section')
    return {
      text: withContents('section', section.title, count(section.items.length, 'item')),
      back: { template: template.templateId },
    };
  const item = section.items.find((i) => i.key === r.item);
  if (!item) throw notFound('No such item in this section.');
  if (r.what === 'item')
    return { text: withContents('item', item.title, count(item.comments.length, 'comment')), back };
  const comment = item.comments.find((c) => c.key === r.comment);
  if (!comment) throw notFound('No such comment on this item.');
  return {
    text: (
      <>
        Remove the comment “{comment.text.slice(0, 200)}” of <strong>{item.title}</strong>?
      </>
    ),
    back,
  };
}

/** "Remove this?" on a page of its own; the removal posts from here. */
export function ConfirmRemoval({
  ctx,
  template,
  removal,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  removal: Removal;
}) {
  const { text, back } = removalText(template, removal);
  const backHref = ctx.link(back as Record<string, string | number>);
  const keys: Record<string, string> = { section: removal.section };
  if (removal.what !== 'section') keys.item = removal.item;
  if (removal.what === 'comment') keys.comment = removal.comment;
  return (
    <section aria-label="Confirm removal">
      <p>
        {text} It is saved as a new version; reports already started keep the version they started
        from.
      </p>
      <AdminForm ctx={ctx} action={`remove-${removal.what}`} className="admin-actions">
        <Base template={template} keys={keys} />
        <SubmitButton variant="danger">Remove {removal.what}</SubmitButton>
        <a href={backHref} className="btn btn-link">
          Cancel
        </a>
      </AdminForm>
    </section>
  );
}
