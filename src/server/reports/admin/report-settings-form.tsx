import { formValue } from '../../admin/ui/admin-form';
import type { AdminAction, AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, CheckboxField, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import {
  type ReportSettings,
  reportSettingsFrom,
  saveReportSettings,
} from '../report-settings.service';

// Advanced → Reports: when a customer may download a published report, and where files are kept.

export function ReportSettingsForm({
  ctx,
  settings,
}: {
  ctx: AdminViewContext;
  settings: ReportSettings;
}) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'reports'
      ? reportSettingsFrom(ctx.submitted)
      : settings;
  return (
    <AdminSection headingId="reports-heading" title="Reports" className="mb-4">
      <p className="text-body-secondary">
        A published report can be downloaded once each checked condition is met; the customer sees
        what is missing and the button to do it. An authorized card (held, not yet captured) counts
        as paid.
      </p>
      <AdminForm ctx={ctx} action="reports" label="Reports">
        <CheckboxField name="needPayment" label="Reports need payment" checked={sent.needPayment} />
        <CheckboxField
          name="needAgreement"
          label="Reports need a signed agreement"
          checked={sent.needAgreement}
        />
        <TextField
          name="storageDir"
          label="Report storage directory"
          value={sent.storageDir}
          maxLength={500}
          help="Empty: report files are kept in the database (in every backup of it). Or an absolute path outside the public web folder, for new uploads; back it up with the database."
        />
        <SubmitButton>Save report settings</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export const reportSettingsActions: Record<string, AdminAction> = {
  async reports(ctx, form) {
    const changed = await saveReportSettings(ctx.db, ctx.user.id, reportSettingsFrom(form));
    return {
      flash: changed.length ? 'Report settings saved. They apply at once.' : 'Nothing changed.',
      tone: changed.length ? 'success' : 'info',
    };
  },
};
