import { CheckboxField, TextField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import {
  type ReportSettings,
  reportSettingsFrom,
  saveReportSettings,
} from '../report-settings.service';

// Advanced → Reports: when a customer may download a published report, and where files are kept.

export const reportSettings = settingsGroup({
  action: 'reports',
  title: 'Reports',
  intro:
    'A published report can be downloaded once each checked condition is met; the customer sees what is missing and the button to do it. An authorized card (held, not yet captured) counts as paid.',
  submit: 'Save report settings',
  shown: (settings: ReportSettings) => ({
    needPayment: settings.needPayment ? '1' : '',
    needAgreement: settings.needAgreement ? '1' : '',
    storageDir: settings.storageDir,
  }),
  fields: (value) => (
    <>
      <CheckboxField
        name="needPayment"
        label="Reports need payment"
        checked={value('needPayment') === '1'}
      />
      <CheckboxField
        name="needAgreement"
        label="Reports need a signed agreement"
        checked={value('needAgreement') === '1'}
      />
      <TextField
        name="storageDir"
        label="Report storage directory"
        // Shown again as it would be saved: trimmed.
        value={value('storageDir').trim()}
        maxLength={500}
        help="Empty: report files are kept in the database (in every backup of it). Or an absolute path outside the public web folder, for new uploads; back it up with the database."
      />
    </>
  ),
  read: reportSettingsFrom,
  write: (ctx, input) => saveReportSettings(ctx.db, ctx.actor, input),
  saved: 'Report settings saved. They apply at once.',
});
