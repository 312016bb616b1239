import { SELLER_LINK_DAYS_MAX } from '../../../shared/reports/repair-requests';
import { formValue } from '../../admin/ui/admin-form';
import { CheckboxField, TextField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import { badRequest } from '../../errors';
import { getSafetyRemindersOn, saveSafetyReminders } from '../../settings/safety-reminders.service';
import { sellerLinkDays } from '../../settings/seller-links.service';
import type { Db } from '../../db/database';

// Advanced → After the report: how long a seller's link to a repair request lasts, and whether
// the one reminder of unread Safety findings is sent.

export interface AfterReportSettings {
  sellerLinkDays: number;
  safetyReminders: boolean;
}

export async function getAfterReportSettings(db: Db): Promise<AfterReportSettings> {
  const [linkDays, safetyReminders] = await Promise.all([
    sellerLinkDays.get(db),
    getSafetyRemindersOn(db),
  ]);
  return { sellerLinkDays: linkDays, safetyReminders };
}

const DAYS = `${sellerLinkDays.label} must be a whole number from 1 to ${SELLER_LINK_DAYS_MAX}.`;

export const afterReportSettings = settingsGroup({
  action: 'after-report',
  title: 'After the report',
  intro:
    'Clients share a repair request with the seller’s side through a read-only link; and once, two days after publishing, they are reminded of Safety findings they have not confirmed reading.',
  submit: 'Save after-report settings',
  shown: (s: AfterReportSettings) => ({
    sellerLinkDays: s.sellerLinkDays,
    safetyReminders: s.safetyReminders ? '1' : '',
  }),
  fields: (value) => (
    <>
      <TextField
        name="sellerLinkDays"
        label={sellerLinkDays.label}
        type="number"
        inputMode="numeric"
        value={value('sellerLinkDays')}
        help="New links only; a link already shared keeps its end."
      />
      <CheckboxField
        name="safetyReminders"
        label="Remind clients of unread Safety findings"
        checked={value('safetyReminders') === '1'}
      />
    </>
  ),
  read: (form): AfterReportSettings => {
    const text = formValue(form, 'sellerLinkDays').trim();
    const days = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(days >= 1 && days <= SELLER_LINK_DAYS_MAX)) throw badRequest(DAYS);
    return { sellerLinkDays: days, safetyReminders: formValue(form, 'safetyReminders') === '1' };
  },
  write: async (ctx, input) => {
    const days = await sellerLinkDays.save(ctx.db, ctx.actor, input.sellerLinkDays);
    const reminders = await saveSafetyReminders(
      ctx.db,
      ctx.actor,
      input.safetyReminders ? 'on' : 'off',
    );
    return days || reminders;
  },
  saved: 'After-report settings saved. They apply at once.',
});
