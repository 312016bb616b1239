import { OPENING_HOURS_MAX } from '../../../shared/opening-hours';
import type { SiteSettings } from '../../../shared/site-settings';
import { parseForm } from '../../admin/ui/admin-form';
import { SelectField, TextField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import { saveSiteSettings, siteSettingsSchema, TIME_ZONES } from '../advanced.service';

// Advanced → Site settings: the business's name and contacts, time zone and opening hours.

// How the business is reached, shown on every page: all required.
const CONTACT_FIELDS = [
  { name: 'businessName', label: 'Business name' },
  { name: 'phone', type: 'tel', label: 'Phone' },
  { name: 'email', type: 'email', label: 'E-mail' },
  { name: 'socialUrl', type: 'url', label: 'Social-media link' },
] as const;

export const siteSettings = settingsGroup({
  action: 'settings',
  title: 'Site settings',
  intro: 'Shown on every page of the site and used in its e-mails; changes apply at once.',
  submit: 'Save settings',
  shown: (settings: SiteSettings) => settings,
  fields: (value) => (
    <>
      {CONTACT_FIELDS.map((f) => (
        <TextField key={f.name} {...f} value={value(f.name)} required />
      ))}
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
        maxLength={OPENING_HOURS_MAX}
        help="For search engines: days Mo Tu We Th Fr Sa Su and 24-hour times, like Mo-Fr 08:00-18:00, Sa 09:00-14:00 (empty: not shown)."
      />
    </>
  ),
  read: (form) => parseForm(siteSettingsSchema, form),
  write: (ctx, input) => saveSiteSettings(ctx.db, ctx.app.env, ctx.actor, input),
  saved: 'Settings saved. The site uses them at once.',
});
