import type { AdminViewContext } from '../../admin/ui/admin-page';
import { RowActionButton } from '../../admin/ui/form-layout';
import { formatWhen, WIDE_ONLY } from '../../admin/ui/table';
import type { EmailSummary } from '../email.service';
import { canResend } from '../email-admin.service';

/** The first cells of an e-mail row: when (wide screens), to whom, and the subject as a link. */
export function MessageCells(props: {
  ctx: AdminViewContext;
  entry: EmailSummary;
  timeZone: string;
}) {
  const { ctx, entry, timeZone } = props;
  return (
    <>
      <td className={WIDE_ONLY}>{formatWhen(entry.createdAt, timeZone)}</td>
      <td className="text-break">{entry.to}</td>
      <td>
        <a href={ctx.link({ view: entry.id })}>{entry.subject}</a>
      </td>
    </>
  );
}

/** The last cell of an e-mail row in the log and in the not-delivered list. */
export function ResendCell({ ctx, entry }: { ctx: AdminViewContext; entry: EmailSummary }) {
  return (
    <td>
      {canResend(entry.kind) ? (
        <RowActionButton
          ctx={ctx}
          action="resend"
          id={entry.id}
          label={`Resend “${entry.subject}” to ${entry.to}`}
        >
          Resend
        </RowActionButton>
      ) : (
        <span className="small text-body-secondary">Not resendable</span>
      )}
    </td>
  );
}
