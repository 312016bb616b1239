import type { SendResult } from '../email.types';
import { countGivenUp, findEmail, listEmailSummaries } from '../email.service';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import { entryOf, formValue, parseForm } from '../../admin/ui/admin-form';
import { type ActionResult, defineAdminPage } from '../../admin/ui/admin-page';
import {
  deliveryStatus,
  EMAIL_NOT_FOUND,
  resendEmail,
  sendTestEmail,
  testEmailSchema,
} from '../email-admin.service';
import { DeliveryPanel, EmailLog, EmailView, TestEmailForm } from './email-utils.page';
import { GivenUpPanel } from './email-given-up.page';

const PAGE_SIZE = 50;

const emailOf = entryOf(findEmail, 'e-mail', EMAIL_NOT_FOUND);

function outcome(result: SendResult, what: string, to: string): ActionResult {
  if (result.status === 'sent') return { flash: `${what} sent to ${to}.` };
  if (result.status === 'logged')
    return {
      flash: `${what} to ${to} was only logged: e-mail delivery is not set up.`,
      tone: 'warning',
    };
  if (result.status === 'queued')
    return {
      flash: `${what} to ${to} is queued for delivery; its status shows in the e-mail log.`,
      tone: 'info',
    };
  return {
    flash: `${what} to ${to} could not be delivered yet: ${result.error ?? 'unknown error'}. It is retried automatically; see the e-mail log.`,
    tone: 'danger',
  };
}

/** Email: given-up e-mails, delivery status, a test e-mail, the e-mail log and resend. */
export const emailAdminPage = defineAdminPage({
  name: 'email_utils',
  title: 'Email',
  async view(ctx) {
    const timeZone = await siteTimeZone(ctx);
    if (ctx.query.view) {
      const entry = await emailOf(ctx, ctx.query.view);
      return <EmailView ctx={ctx} entry={entry} timeZone={timeZone} />;
    }
    const page = /^\d{1,6}$/.test(ctx.query.page ?? '') ? Math.max(1, Number(ctx.query.page)) : 1;
    const [rows, givenUp, givenUpCount] = await Promise.all([
      listEmailSummaries(ctx.db, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
      listEmailSummaries(ctx.db, { limit: 20, status: 'failed', unresolved: true }),
      countGivenUp(ctx.db),
    ]);
    return (
      <>
        <GivenUpPanel ctx={ctx} count={givenUpCount} entries={givenUp} timeZone={timeZone} />
        <DeliveryPanel status={deliveryStatus(ctx.app)} />
        <TestEmailForm ctx={ctx} />
        <EmailLog
          ctx={ctx}
          entries={rows.slice(0, PAGE_SIZE)}
          timeZone={timeZone}
          page={page}
          hasMore={rows.length > PAGE_SIZE}
        />
      </>
    );
  },
  actions: {
    async 'send-test'(ctx, form) {
      const { to } = parseForm(testEmailSchema, form);
      return outcome(await sendTestEmail(ctx.app, ctx.actor, to), 'The test e-mail', to);
    },
    async resend(ctx, form) {
      const entry = await emailOf(ctx, formValue(form, 'id'));
      return {
        ...outcome(await resendEmail(ctx.app, ctx.actor, entry.id), `“${entry.subject}”`, entry.to),
        to: {},
      };
    },
  },
});
