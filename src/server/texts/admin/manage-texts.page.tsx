import { formatDate, formatTime } from '../../../shared/time';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton, TextArea } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable } from '../../admin/ui/table';
import type { TextMessage } from '../texts.service';

const STATUS: Record<TextMessage['status'], string> = {
  queued: 'Waiting',
  sent: 'Sent',
  failed: 'Given up',
  received: 'Received',
  blocked: 'Not sent',
};

export function TextList({
  ctx,
  texts,
  timeZone,
  reply,
  provider,
}: {
  ctx: AdminViewContext;
  texts: TextMessage[];
  timeZone: string;
  reply: string | null;
  provider: 'sandbox' | 'twilio';
}) {
  return (
    <>
      <p>
        Texts sent by the rules and replies received, newest first.
        {provider === 'sandbox' &&
          ' The built-in sandbox sends nothing: use Reply to answer as the client would (STOP ends texts to that number, START resumes).'}
      </p>
      {reply && (
        <AdminSection headingId="reply" title={`Reply from ${reply}`} className="mb-4">
          <AdminForm ctx={ctx} action="reply" label={`Reply from ${reply}`}>
            <input type="hidden" name="from" value={reply} />
            <TextArea name="body" label="Text" rows={3} maxLength={1600} plain />
            <SubmitButton>Send reply</SubmitButton>
          </AdminForm>
        </AdminSection>
      )}
      <AdminTable
        caption="Text messages"
        headers={['When', 'Number', 'Text', 'Status', 'Reply']}
        empty="No texts yet."
      >
        {texts.map((t) => (
          <tr key={t.id}>
            <td className="text-nowrap">
              {formatDate(t.createdAt, timeZone)} {formatTime(t.createdAt, timeZone)}
            </td>
            <td className="text-nowrap">
              {t.direction === 'in' ? 'From ' : 'To '}
              {t.phone}
            </td>
            <td className="text-break">{t.body}</td>
            <td>
              {STATUS[t.status]}
              {t.error && <div className="small text-danger">{t.error.slice(0, 200)}</div>}
            </td>
            <td>
              {t.direction === 'out' && (
                <a href={ctx.link({ reply: t.phone })}>
                  Reply<span className="visually-hidden"> from {t.phone}</span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
