import type { EmailSummary } from '../email.service';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminSection, RowActionButton } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY } from '../../admin/ui/table';
import { canResend } from '../email-admin.service';

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
        headers={[{ label: 'When', wideOnly: true }, 'To', 'Subject', 'Last error', 'Actions']}
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <td className={WIDE_ONLY}>{formatWhen(e.createdAt, timeZone)}</td>
            <td className="text-break">{e.to}</td>
            <td>
              <a href={ctx.link({ view: e.id })}>{e.subject}</a>
            </td>
            <td className="small text-break">{e.error}</td>
            <td>
              {canResend(e.kind) ? (
                <RowActionButton
                  ctx={ctx}
                  action="resend"
                  id={e.id}
                  label={`Resend “${e.subject}” to ${e.to}`}
                >
                  Resend
                </RowActionButton>
              ) : (
                <span className="small text-body-secondary">Not resendable</span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
