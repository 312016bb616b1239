import type { CancellationPolicy } from '../../../shared/booking/cancellation-policy';
import { parseForm } from '../../admin/ui/admin-form';
import { TextField, WholeNumberField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import {
  cancellationPolicySchema,
  feeText,
  saveCancellationPolicy,
} from '../cancellation-policy.service';

// Advanced → Cancellation policy: the numbers the server applies when a customer cancels or moves
// an inspection (and the admin's "Cancel with the policy fee").

const FEE_FIELDS = [
  {
    name: 'feeCents',
    label: 'Cancellation fee (USD)',
    help: 'Kept when a half-day inspection is cancelled inside the window, e.g. 75.00.',
  },
  {
    name: 'fullDayFeeCents',
    label: 'Full-day cancellation fee (USD)',
    help: 'For a slot marked full-day in Slots, e.g. 150.00.',
  },
] as const;

export const cancellationPolicySettings = settingsGroup({
  action: 'cancellation-policy',
  headingId: 'cancellation-heading',
  title: 'Cancellation policy',
  intro:
    'A cancellation is free before the same-day cut-off on the day the booking was made, or more than the window before the inspection; otherwise the fee applies. Customers can move an inspection online only while cancelling would be free.',
  submit: 'Save policy',
  shown: (policy: CancellationPolicy) => ({
    ...policy,
    feeCents: feeText(policy.feeCents),
    fullDayFeeCents: feeText(policy.fullDayFeeCents),
  }),
  fields: (value) => (
    <>
      {FEE_FIELDS.map((f) => (
        <TextField
          key={f.name}
          {...f}
          inputMode="decimal"
          value={value(f.name)}
          required
          maxLength={12}
        />
      ))}
      <WholeNumberField
        name="windowHours"
        label="Window before the inspection (hours)"
        value={value('windowHours')}
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
    </>
  ),
  read: (form) => parseForm(cancellationPolicySchema, form),
  write: (ctx, input) => saveCancellationPolicy(ctx.db, ctx.actor, input),
  saved: 'Cancellation policy saved. The site uses it at once.',
});
