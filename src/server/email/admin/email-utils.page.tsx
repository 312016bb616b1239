import type { EmailLogEntry, EmailSummary } from '../email.service';
import { formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, HiddenField, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection, BackLink } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import { canResend, type deliveryStatus } from '../email-admin.service';
import { MessageCells, ResendCell } from './email-row-cells';

const SIGN_IN_HELP =
  'Sign-in e-mails are kept without their link and code, so they cannot be resent. Send a new sign-in link from Users.';

const STATUS_BADGE: Record<EmailLogEntry['status'], string> = {
  sent: 'text-bg-success',
  logged: 'text-bg-secondary',
  failed: 'text-bg-danger',
  queued: 'text-bg-warning',
};

export function DeliveryPanel({ status }: { status: ReturnType<typeof deliveryStatus> }) {
  return (
    <AdminSection headingId="delivery-heading" title="Delivery" className="mb-4">
      {status.mode === 'smtp' ? (
        <p>
          E-mails are delivered through the mail server <code>{status.server}</code>.
        </p>
      ) : (
        <div className="alert alert-warning" role="status">
          E-mail delivery is not set up (no SMTP server is configured): messages are only written to
          the log below and nobody receives them.
        </div>
      )}
      <p>
        Sender: <code>{status.from}</code>
      </p>
    </AdminSection>
  );
}

export function TestEmailForm({ ctx }: { ctx: AdminViewContext }) {
  const sent = ctx.submitted && formValue(ctx.submitted, 'action') === 'send-test';
  return (
    <AdminSection headingId="test-heading" title="Send a test e-mail" className="mb-4">
      <AdminForm ctx={ctx} action="send-test" label="Send a test e-mail">
        <TextField
          name="to"
          type="email"
          label="Send to"
          value={sent && ctx.submitted ? formValue(ctx.submitted, 'to') : ctx.user.email}
          required
        />
        <SubmitButton>Send test e-mail</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export function EmailLog({
  ctx,
  entries,
  timeZone,
  page,
  hasMore,
}: {
  ctx: AdminViewContext;
  entries: EmailSummary[];
  timeZone: string;
  page: number;
  hasMore: boolean;
}) {
  return (
    <AdminSection headingId="log-heading" title="E-mail log">
      <AdminTable
        caption="E-mail log, newest first"
        headers={[wide('When'), 'To', 'Subject', wide('Kind'), 'Status', 'Actions']}
        empty="No e-mails yet."
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <MessageCells ctx={ctx} entry={e} timeZone={timeZone} />
            <td className={WIDE_ONLY}>{e.kind}</td>
            <td>
              <span className={`badge ${STATUS_BADGE[e.status]}`}>{e.status}</span>
              {e.error && <div className="small text-danger text-break">{e.error}</div>}
              {e.status === 'queued' && e.attempts > 0 && e.nextAttemptAt && (
                <div className="small">
                  Attempt {e.attempts} failed; next try {formatWhen(e.nextAttemptAt, timeZone)}
                </div>
              )}
              {e.resentAs !== null && <div className="small">Resent as #{e.resentAs}</div>}
            </td>
            <ResendCell ctx={ctx} entry={e} />
          </tr>
        ))}
      </AdminTable>
      <nav aria-label="E-mail log pages" className="admin-actions">
        {page > 1 && <a href={ctx.link({ page: page - 1 })}>Newer</a>}
        <span>Page {page}</span>
        {hasMore && <a href={ctx.link({ page: page + 1 })}>Older</a>}
      </nav>
    </AdminSection>
  );
}

export function EmailView({
  ctx,
  entry,
  timeZone,
}: {
  ctx: AdminViewContext;
  entry: EmailLogEntry;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="email-heading">
      <BackLink href={ctx.path}>Back to the e-mail log</BackLink>
      <h2 id="email-heading" className="h5">
        {entry.subject}
      </h2>
      <dl className="row">
        <dt className="col-sm-2">To</dt>
        <dd className="col-sm-10">{entry.to}</dd>
        <dt className="col-sm-2">When</dt>
        <dd className="col-sm-10">{formatWhen(entry.createdAt, timeZone)}</dd>
        <dt className="col-sm-2">Status</dt>
        <dd className="col-sm-10">
          {entry.status}
          {entry.error ? ` (${entry.error})` : ''}
        </dd>
        {entry.attachments?.length ? (
          <>
            <dt className="col-sm-2">Attachments</dt>
            <dd className="col-sm-10">{entry.attachments.map((a) => a.filename).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <pre className="border rounded p-2 bg-light text-wrap">{entry.text}</pre>
      {canResend(entry.kind) ? (
        <AdminForm ctx={{ ...ctx, url: ctx.path }} action="resend">
          <HiddenField name="id" value={entry.id} />
          <SubmitButton variant="outline-primary">Resend this e-mail</SubmitButton>
        </AdminForm>
      ) : (
        <p className="text-body-secondary">{SIGN_IN_HELP}</p>
      )}
    </section>
  );
}
