import {
  SEVERITIES,
  SEVERITY_LABELS,
  TEMPLATE_LIMITS,
  type Severity,
  type TemplateItem,
  type TemplateSection,
} from '../../../../shared/reports/template';
import { AdminForm, SelectField, SubmitButton, TextArea } from '../../../admin/ui/form-fields';
import type { TemplateVersion } from '../templates.service';
import { Base, type Ctx, RowButtons } from './template-form-parts';

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));

/** A comment's text and severity: the same form edits a comment and adds a new one. */
function CommentForm({
  ctx,
  template,
  action,
  keys,
  id,
  formLabel,
  fieldLabel = formLabel,
  rows,
  text,
  severity,
  button,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  action: 'edit-comment' | 'add-comment';
  keys: Record<string, string>;
  id: string;
  formLabel: string;
  fieldLabel?: string;
  rows: number;
  text: string;
  severity: Severity;
  button: string;
}) {
  return (
    <AdminForm ctx={ctx} action={action} label={formLabel}>
      <Base template={template} keys={keys} />
      <TextArea
        id={id}
        name="text"
        label={fieldLabel}
        rows={rows}
        plain
        maxLength={TEMPLATE_LIMITS.comment}
        value={text}
        required
      />
      <SelectField
        id={`${id}-severity`}
        name="severity"
        label="Severity"
        value={severity}
        options={SEVERITY_OPTIONS}
      />
      <SubmitButton size="sm" variant="outline-primary">
        {button}
      </SubmitButton>
    </AdminForm>
  );
}

/** An item's comments, each with its own form and buttons, then the form for a new one. */
export function ItemComments({
  ctx,
  template,
  section,
  item,
}: {
  ctx: Ctx;
  template: TemplateVersion;
  section: TemplateSection;
  item: TemplateItem;
}) {
  return (
    <>
      <ol className="list-unstyled ms-md-3">
        {item.comments.map((c, i) => {
          const keys = { section: section.key, item: item.key, comment: c.key };
          return (
            <li key={c.key} className="border-start ps-2 mb-3">
              <CommentForm
                ctx={ctx}
                template={template}
                action="edit-comment"
                keys={keys}
                id={`comment-${item.key}-${c.key}`}
                formLabel={`Comment ${i + 1} of ${item.title}`}
                fieldLabel={`Comment ${i + 1}`}
                rows={3}
                text={c.text}
                severity={c.severity}
                button="Save comment"
              />
              <RowButtons
                ctx={ctx}
                template={template}
                kind="comment"
                keys={keys}
                index={i}
                count={item.comments.length}
                name={`comment ${i + 1} of ${item.title}`}
              />
            </li>
          );
        })}
      </ol>
      <CommentForm
        ctx={ctx}
        template={template}
        action="add-comment"
        keys={{ section: section.key, item: item.key }}
        id={`new-comment-${item.key}`}
        formLabel={`New comment for ${item.title}`}
        rows={2}
        text=""
        severity="info"
        button="Add comment"
      />
    </>
  );
}
