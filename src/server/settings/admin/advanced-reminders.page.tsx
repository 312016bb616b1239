import { parseForm } from '../../admin/ui/admin-form';
import { TextField, WholeNumberField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
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

export const reminderSettings = settingsGroup({
  action: 'reminders',
  title: 'Reminders',
  intro:
    'Customers get an e-mail before their inspection (the time, the address, what to prepare and what is still to do) and a short thank-you after it. A reminder whose time had already passed when the order was booked is not sent: the confirmation stands for it.',
  submit: 'Save reminders',
  shown: (settings: ReminderSettings) => ({
    ...settings,
    beforeHours: formatHours(settings.beforeHours),
  }),
  fields: (value) => (
    <>
      <TextField
        name="beforeHours"
        label="Reminders before the inspection (hours)"
        value={value('beforeHours')}
        maxLength={100}
        help={`Whole hours before the start, separated by commas, like 72, 24: at most ${REMINDERS_AT_MOST}, each from 1 to ${REMINDER_HOURS_MAX}. Empty: no reminders.`}
      />
      <WholeNumberField
        name="thankYouHours"
        label="Thank-you after the inspection (hours)"
        value={value('thankYouHours')}
        help={`Hours after the start of the inspection, up to ${THANK_YOU_HOURS_MAX}; 0: no thank-you.`}
      />
    </>
  ),
  read: (form) => parseForm(reminderSettingsSchema, form),
  write: (ctx, input) => saveReminderSettings(ctx.db, ctx.actor, input),
  saved: 'Reminders saved. The scheduler uses them from its next run.',
});
