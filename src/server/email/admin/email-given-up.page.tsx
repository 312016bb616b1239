import type { EmailSummary } from '../email.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable, wide } from '../../admin/ui/table';
import { MessageCells, ResendCell } from './email-row-cells';

/**
 * E-mails the outbox gave up on after a day of retries, until an administrator resends them:
 * nobody else learns that a customer never got their confirmation.
 */
export function GivenUpPanel({
  ctx,
  count,
  entries,
  timeZone,
}: {
  ctx: AdminViewContext;
  count: number;
  entries: EmailSummary[];
  timeZone: string;
}) {
  if (count === 0) return null;
  return (
    <AdminSection headingId="given-up-heading" title="Not delivered" className="mb-4">
      <div className="alert alert-danger" role="alert">
        {count === 1 ? '1 e-mail was' : `${count} e-mails were`} not delivered: the mail server
        refused or did not answer every retry, so delivery was given up. Check the mail server, then
        resend {count === 1 ? 'it' : 'them'}.
      </div>
      <AdminTable
        caption="E-mails given up, newest first"
        headers={[wide('When'), 'To', 'Subject', 'Last error', 'Actions']}
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <MessageCells ctx={ctx} entry={e} timeZone={timeZone} />
            <td className="small text-break">{e.error}</td>
            <ResendCell ctx={ctx} entry={e} />
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
