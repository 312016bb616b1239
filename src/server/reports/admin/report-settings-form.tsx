import { SEVERITIES, SEVERITY_LABELS } from '../../../shared/reports/template';
import { CheckboxField, TextArea, TextField } from '../../admin/ui/form-fields';
import { FieldGroup } from '../../admin/ui/form-layout';
import { settingsGroup } from '../../admin/ui/settings-form';
import {
  MAX_LICENCES_LENGTH,
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
    photoRequired: settings.photoRequired,
    licences: settings.licences,
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
      <FieldGroup legend="Written reports: findings that need a photo">
        {SEVERITIES.map((s) => (
          <CheckboxField
            key={s}
            name="photoRequired"
            value={s}
            label={SEVERITY_LABELS[s]}
            checked={value('photoRequired').split(',').includes(s)}
          />
        ))}
      </FieldGroup>
      <TextArea
        plain
        name="licences"
        label="Licence numbers"
        value={value('licences')}
        rows={3}
        maxLength={MAX_LICENCES_LENGTH}
        help="One a line; shown with the business name on written reports (web and PDF)."
      />
    </>
  ),
  read: reportSettingsFrom,
  write: (ctx, input) => saveReportSettings(ctx.db, ctx.actor, input),
  saved: 'Report settings saved. They apply at once.',
});
