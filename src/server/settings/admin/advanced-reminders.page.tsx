import { formValue, parseForm } from '../../admin/ui/admin-form';
import type { AdminAction, AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import {
  formatHours,
  REMINDER_HOURS_MAX,
  REMINDERS_AT_MOST,
  type ReminderSettings,
  reminderSettingsSchema,
  saveReminderSettings,
  THANK_YOU_HOURS_MAX,
} from '../reminders.service';

// Advanced → Reminders: when customers are reminded of their inspection, and thanked after it.

export function ReminderSettingsForm({
  ctx,
  settings,
}: {
  ctx: AdminViewContext;
  settings: ReminderSettings;
}) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'reminders' ? ctx.submitted : undefined;
  const before = sent ? formValue(sent, 'beforeHours') : formatHours(settings.beforeHours);
  const after = sent ? formValue(sent, 'thankYouHours') : String(settings.thankYouHours);
  return (
    <AdminSection headingId="reminders-heading" title="Reminders" className="mb-4">
      <p className="text-body-secondary">
        Customers get an e-mail before their inspection (the time, the address, what to prepare and
        what is still to do) and a short thank-you after it. A reminder whose time had already
        passed when the order was booked is not sent: the confirmation stands for it.
      </p>
      <AdminForm ctx={ctx} action="reminders" label="Reminders">
        <TextField
          name="beforeHours"
          label="Reminders before the inspection (hours)"
          value={before}
          maxLength={100}
          help={`Whole hours before the start, separated by commas, like 72, 24: at most ${REMINDERS_AT_MOST}, each from 1 to ${REMINDER_HOURS_MAX}. Empty: no reminders.`}
        />
        <TextField
          name="thankYouHours"
          type="number"
          inputMode="numeric"
          label="Thank-you after the inspection (hours)"
          value={after}
          required
          help={`Hours after the start of the inspection, up to ${THANK_YOU_HOURS_MAX}; 0: no thank-you.`}
        />
        <SubmitButton>Save reminders</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export const reminderActions: Record<string, AdminAction> = {
  async reminders(ctx, form) {
    const input = parseForm(reminderSettingsSchema, form);
    const changed = await saveReminderSettings(ctx.db, ctx.user.id, input);
    return {
      flash: changed.length
        ? 'Reminders saved. The scheduler uses them from its next run.'
        : 'Nothing changed.',
      tone: changed.length ? 'success' : 'info',
    };
  },
};
