import type { SiteSettings } from '../../../shared/site-settings';
import type { AuditLine } from '../../audit/audit.service';
import { formValue } from '../../admin/ui/admin-form';
import type { AdminViewContext } from '../../admin/ui/admin-page';
import { AdminForm, SelectField, SubmitButton, TextField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { AdminTable, formatWhen, WIDE_ONLY } from '../../admin/ui/table';
import { TIME_ZONES } from '../advanced.service';

export function SettingsForm({ ctx, settings }: { ctx: AdminViewContext; settings: SiteSettings }) {
  const sent =
    ctx.submitted && formValue(ctx.submitted, 'action') === 'settings' ? ctx.submitted : undefined;
  const value = (name: keyof SiteSettings) => (sent ? formValue(sent, name) : settings[name]);
  return (
    <AdminSection headingId="settings-heading" title="Site settings" className="mb-4">
      <p className="text-body-secondary">
        Shown on every page of the site and used in its e-mails; changes apply at once.
      </p>
      <AdminForm ctx={ctx} action="settings" label="Site settings">
        <TextField
          name="businessName"
          label="Business name"
          value={value('businessName')}
          required
        />
        <TextField name="phone" type="tel" label="Phone" value={value('phone')} required />
        <TextField name="email" type="email" label="E-mail" value={value('email')} required />
        <TextField
          name="socialUrl"
          type="url"
          label="Social-media link"
          value={value('socialUrl')}
          required
        />
        <SelectField
          name="timeZone"
          label="Time zone"
          value={value('timeZone')}
          options={TIME_ZONES.map((tz) => ({ value: tz, label: tz.replace(/_/g, ' ') }))}
          help="Every date and time on the site and in e-mails is shown in this zone."
        />
        <TextField
          name="openingHours"
          label="Opening hours"
          value={value('openingHours')}
          maxLength={200}
          help="For search engines: days Mo Tu We Th Fr Sa Su and 24-hour times, like Mo-Fr 08:00-18:00, Sa 09:00-14:00 (empty: not shown)."
        />
        <SubmitButton>Save settings</SubmitButton>
      </AdminForm>
    </AdminSection>
  );
}

export function Maintenance({
  ctx,
  backupAvailable,
}: {
  ctx: AdminViewContext;
  backupAvailable: boolean;
}) {
  return (
    <AdminSection headingId="maintenance-heading" title="Maintenance" className="mb-4">
      <AdminForm ctx={ctx} action="purge" className="mb-3" label="Purge expired sessions">
        <p className="mb-2">
          Remove expired sessions and old sign-in links and codes. This also happens every hour by
          itself.
        </p>
        <SubmitButton variant="outline-primary">
          Purge expired sessions and sign-in codes
        </SubmitButton>
      </AdminForm>
      {backupAvailable ? (
        <AdminForm ctx={ctx} action="backup" label="Database backup">
          <p className="mb-2">
            Download a complete copy of the database (every page, price, slot, order, user and
            e-mail). Keep it somewhere safe: it holds customers’ personal details.
          </p>
          <SubmitButton variant="outline-primary">Download database backup</SubmitButton>
        </AdminForm>
      ) : (
        <p className="text-body-secondary">
          The database is PostgreSQL: back it up with PostgreSQL’s own tools where it runs.
        </p>
      )}
    </AdminSection>
  );
}

export function RecentChanges({ entries, timeZone }: { entries: AuditLine[]; timeZone: string }) {
  return (
    <AdminSection headingId="audit-heading" title="Recent changes">
      <AdminTable
        caption="Recent changes in the admin area"
        headers={['When', 'Who', 'What', { label: 'Details', wideOnly: true }]}
        empty="No changes yet."
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{formatWhen(e.createdAt, timeZone)}</td>
            <td>{e.userEmail || 'system'}</td>
            <td>
              {e.action} {e.entity}
              {e.entityId ? ` #${e.entityId}` : ''}
            </td>
            <td className={WIDE_ONLY}>
              <code className="text-break">{e.detailsPreview}</code>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
