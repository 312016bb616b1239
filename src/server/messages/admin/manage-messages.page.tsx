import { BODY_MAX, SUBJECT_MAX } from '../../../shared/messages/message-template';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton, TextArea, TextField } from '../../admin/ui/form-fields';
import { AdminSection, BackLink } from '../../admin/ui/form-layout';
import { AdminTable, wide, WIDE_ONLY } from '../../admin/ui/table';
import type { MessageDefinition } from '../message-definition';
import type { StoredTemplate } from '../messages.service';

// The Messages page: the list of message kinds, and one kind's editor with its placeholders and
// a preview rendered for a real order.

export function MessageList({
  ctx,
  edited,
  catalogue,
}: {
  ctx: AdminViewContext;
  edited: Map<string, StoredTemplate>;
  catalogue: readonly MessageDefinition[];
}) {
  return (
    <>
      <p>
        Every message the site sends, with its subject and text. Edit one to change what is sent
        from the next message on; <strong>Reset to default</strong> brings back the shipped text.
      </p>
      <AdminTable caption="Messages" headers={['Message', wide('Sent to'), 'Subject', 'Wording']}>
        {catalogue.map((d) => (
          <tr key={d.key}>
            <td>
              <a href={ctx.link({ key: d.key })}>{d.title}</a>
            </td>
            <td className={WIDE_ONLY}>{d.audience}</td>
            <td className="text-break">{edited.get(d.key)?.subject ?? d.subject}</td>
            <td>{edited.has(d.key) ? 'Edited' : 'Default'}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export interface Preview {
  orderId: number | null;
  subject: string;
  text: string;
}

export function MessageEditor({
  ctx,
  definition,
  current,
  edited,
  preview,
}: {
  ctx: AdminViewContext;
  definition: MessageDefinition;
  current: { subject: string; body: string };
  edited: boolean;
  preview: Preview | { problem: string };
}) {
  const required = definition.required ?? [];
  return (
    <>
      <BackLink href={ctx.link()}>All messages</BackLink>
      <h2 className="h4">{definition.title}</h2>
      <p>
        Sent to {definition.audience}. {edited ? 'Edited by the office.' : 'The shipped text.'}
      </p>
      <div className="row g-4">
        <div className="col-lg-8">
          <AdminForm ctx={ctx} label="Edit the message">
            <TextField
              name="subject"
              label="Subject"
              value={current.subject}
              maxLength={SUBJECT_MAX}
              required
            />
            <TextArea
              name="body"
              label="Body"
              value={current.body}
              rows={18}
              maxLength={BODY_MAX}
              help="Placeholders in double braces, such as {{client.first_name}}. A part between {{#name}} and {{/name}} shows only when that placeholder has a value."
            />
            <div className="admin-actions">
              <SubmitButton action="save">Save</SubmitButton>
              <SubmitButton action="preview" variant="outline-secondary">
                Preview
              </SubmitButton>
            </div>
          </AdminForm>
          {edited && (
            <AdminForm ctx={ctx} action="reset" className="mt-3" label="Reset to default">
              <SubmitButton variant="outline-danger">Reset to default</SubmitButton>
            </AdminForm>
          )}
        </div>
        <div className="col-lg-4">
          <AdminSection headingId="placeholders" title="Placeholders">
            <dl className="small">
              {Object.entries(definition.placeholders).map(([name, what]) => (
                <div key={name}>
                  <dt>
                    <code>{`{{${name}}}`}</code>
                    {required.includes(name) && ' (required)'}
                  </dt>
                  <dd>{what}</dd>
                </div>
              ))}
            </dl>
          </AdminSection>
        </div>
      </div>
      <PreviewSection ctx={ctx} preview={preview} />
    </>
  );
}

function PreviewSection({
  ctx,
  preview,
}: {
  ctx: AdminViewContext;
  preview: Preview | { problem: string };
}) {
  return (
    <AdminSection headingId="preview" title="Preview" className="mt-4">
      {'problem' in preview ? (
        <p className="text-danger">No preview: {preview.problem}</p>
      ) : (
        <>
          <p className="small text-body-secondary">
            {preview.orderId
              ? `For order #${preview.orderId}; values known only when the message is sent (a code, a new link) are samples.`
              : 'No order yet: sample values.'}
          </p>
          <form method="get" action={ctx.path} className="d-flex gap-2 align-items-end mb-3">
            <input type="hidden" name="key" value={ctx.query.key ?? ''} />
            <TextField
              id="preview-order"
              name="order"
              label="Preview for order number"
              inputMode="numeric"
              autoComplete="on"
              className=""
              value={String(preview.orderId ?? '')}
            />
            <button type="submit" className="btn btn-outline-secondary">
              Show
            </button>
          </form>
          <div className="card">
            <div className="card-header">
              <span className="visually-hidden">Subject: </span>
              <strong data-testid="preview-subject">{preview.subject}</strong>
            </div>
            <div className="card-body">
              <div data-testid="preview-body" style={{ whiteSpace: 'pre-wrap' }}>
                {preview.text}
              </div>
            </div>
          </div>
        </>
      )}
    </AdminSection>
  );
}
