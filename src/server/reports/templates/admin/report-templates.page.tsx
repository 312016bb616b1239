import { AdminSection, BackLink } from '../../../admin/ui/form-layout';
import { AdminTable, WIDE_ONLY, wide } from '../../../admin/ui/table';
import type { TemplateSummary, TemplateVersion } from '../templates.service';
import { ItemComments } from './template-comments';
import { ExportImport } from './template-export-import';
import {
  adding,
  count,
  type Ctx,
  EntryControls,
  sectionIn,
  TitleForm,
} from './template-form-parts';

export function TemplateList({ ctx, templates }: { ctx: Ctx; templates: TemplateSummary[] }) {
  return (
    <>
      <p>
        Inspectors write each report from a template. Every change saves a new version; a report
        already started keeps the version it started from.
      </p>
      <AdminTable
        caption="Report templates"
        headers={['Template', 'Version', wide('Contents'), 'Actions']}
        empty="There are no report templates yet."
      >
        {templates.map((t) => (
          <tr key={t.id}>
            <td>{t.name}</td>
            <td>{t.version}</td>
            <td className={WIDE_ONLY}>
              {count(t.sections, 'section')}, {count(t.items, 'item')},{' '}
              {count(t.comments, 'comment')}
            </td>
            <td>
              <a href={ctx.link({ template: t.id })} aria-label={`Edit ${t.name}`}>
                Edit
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export function TemplatePage({ ctx, template }: { ctx: Ctx; template: TemplateVersion }) {
  const { document: doc } = template;
  const sections = doc.sections;
  return (
    <>
      <BackLink href={ctx.path}>Back to all report templates</BackLink>
      <p>
        <strong>{doc.name}</strong>, version {template.version}.
      </p>
      <TitleForm
        ctx={ctx}
        template={template}
        action="rename-template"
        id="template-name"
        field="name"
        label="Template name"
        value={doc.name}
        button="Rename template"
      />
      <AdminSection headingId="sections" title="Sections" className="mt-4">
        <ol className="list-unstyled">
          {sections.map((s, i) => (
            <li key={s.key} className="border-top py-2">
              <p className="mb-1">
                <a href={ctx.link({ template: template.templateId, section: s.key })}>
                  {i + 1}. {s.title}
                </a>{' '}
                <span className="text-body-secondary small">({count(s.items.length, 'item')})</span>
              </p>
              <EntryControls
                ctx={ctx}
                template={template}
                kind="section"
                keys={{ section: s.key }}
                id={`section-${s.key}`}
                index={i}
                count={sections.length}
                title={s.title}
              />
            </li>
          ))}
        </ol>
        <TitleForm ctx={ctx} template={template} {...adding('section')} />
      </AdminSection>
      <ExportImport ctx={ctx} template={template} />
    </>
  );
}

export function SectionPage({
  ctx,
  template,
  sectionKey,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  sectionKey: string;
}) {
  const section = sectionIn(template, sectionKey);
  return (
    <>
      <BackLink href={ctx.link({ template: template.templateId })}>
        {`Back to ${template.document.name}`}
      </BackLink>
      <p>
        Section <strong>{section.title}</strong> of {template.document.name}, version{' '}
        {template.version}.
      </p>
      {section.items.map((item, i) => {
        const keys = { section: section.key, item: item.key };
        return (
          <AdminSection
            key={item.key}
            headingId={`item-${item.key}`}
            title={`${i + 1}. ${item.title}`}
            className="border-top pt-3 mb-3"
          >
            <EntryControls
              ctx={ctx}
              template={template}
              kind="item"
              keys={keys}
              id={`item-title-${item.key}`}
              index={i}
              count={section.items.length}
              title={item.title}
            />
            <ItemComments ctx={ctx} template={template} section={section} item={item} />
          </AdminSection>
        );
      })}
      <TitleForm
        ctx={ctx}
        template={template}
        keys={{ section: section.key }}
        {...adding('item')}
      />
    </>
  );
}
