import { formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';

// Advanced: how long a realtor's link to an order's reports lasts (realtor access, no account).

export function RealtorLinksForm({ ctx, days }: { ctx: AdminViewContext; days: number }) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'realtor-links'
      ? ctx.submitted
      : undefined;
  return (
    <AdminSection headingId="realtor-links-heading" title="Realtor links" className="mb-4">
      <p className="text-body-secondary">
        A realtor opens an order&apos;s published reports by a link, without an account. Links
        already sent keep the lifetime they were issued with; Revoke on the order ends them sooner.
      </p>
      <AdminForm ctx={ctx} action="realtor-links" label="Realtor links">
        <TextField
          name="realtorLinkDays"
          type="number"
          inputMode="numeric"
          label="Realtor links last (days)"
          value={sent ? formValue(sent, 'realtorLinkDays') : String(days)}
          required
          help="Counted from when the link is issued: when the reports are published, or by Issue link on the order."
        />
        <SubmitButton>Save realtor links</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}
