import type { CancellationPolicy } from '../../../shared/booking/cancellation-policy';
import { formValue, parseForm } from '../../admin/ui/admin-form';
import type { AdminAction, AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import {
  cancellationPolicySchema,
  feeText,
  saveCancellationPolicy,
} from '../cancellation-policy.service';

// Advanced → Cancellation policy: the numbers the server applies when a customer cancels or moves
// an inspection (and the admin's "Cancel with the policy fee").

export function CancellationPolicyForm({
  ctx,
  policy,
}: {
  ctx: AdminViewContext;
  policy: CancellationPolicy;
}) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'cancellation-policy'
      ? ctx.submitted
      : undefined;
  const shown: Record<keyof CancellationPolicy, string> = {
    feeCents: feeText(policy.feeCents),
    fullDayFeeCents: feeText(policy.fullDayFeeCents),
    windowHours: String(policy.windowHours),
    sameDayCutoff: policy.sameDayCutoff,
  };
  const value = (name: keyof CancellationPolicy) => (sent ? formValue(sent, name) : shown[name]);
  return (
    <AdminSection headingId="cancellation-heading" title="Cancellation policy" className="mb-4">
      <p className="text-body-secondary">
        A cancellation is free before the same-day cut-off on the day the booking was made, or more
        than the window before the inspection; otherwise the fee applies. Customers can move an
        inspection online only while cancelling would be free.
      </p>
      <AdminForm ctx={ctx} action="cancellation-policy" label="Cancellation policy">
        <TextField
          name="feeCents"
          inputMode="decimal"
          label="Cancellation fee (USD)"
          value={value('feeCents')}
          required
          maxLength={12}
          help="Kept when a half-day inspection is cancelled inside the window, e.g. 75.00."
        />
        <TextField
          name="fullDayFeeCents"
          inputMode="decimal"
          label="Full-day cancellation fee (USD)"
          value={value('fullDayFeeCents')}
          required
          maxLength={12}
          help="For a slot marked full-day in Slots, e.g. 150.00."
        />
        <TextField
          name="windowHours"
          type="number"
          inputMode="numeric"
          label="Window before the inspection (hours)"
          value={value('windowHours')}
          required
          help="Cancelling or moving less than this many hours before the start costs the fee."
        />
        <TextField
          name="sameDayCutoff"
          type="time"
          label="Same-day cut-off (business time)"
          value={value('sameDayCutoff')}
          required
          maxLength={5}
          help="Until this time on the day of booking, cancelling is always free."
        />
        <SubmitButton>Save policy</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export const cancellationPolicyActions: Record<string, AdminAction> = {
  async 'cancellation-policy'(ctx, form) {
    const input = parseForm(cancellationPolicySchema, form);
    const changed = await saveCancellationPolicy(ctx.db, ctx.user.id, input);
    return {
      flash: changed.length
        ? 'Cancellation policy saved. The site uses it at once.'
        : 'Nothing changed.',
      tone: changed.length ? 'success' : 'info',
    };
  },
};
