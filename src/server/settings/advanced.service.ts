import { z } from 'zod';
import { tooLongMessage } from '../../shared/schema-fields';
import { OPENING_HOURS_MAX, parseOpeningHours } from '../../shared/opening-hours';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../shared/site-settings';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { loginEmailSchema } from '../../shared/auth/login';
import { removeExpiredSignIns } from '../auth/session-cleanup.service';
import { getSiteSettings, setSiteSetting } from './settings.service';
import { auditTrail } from '../audit/audit.service';
import { requiredText } from '../admin/ui/admin-schemas';
import { auditedSettings } from './audited-setting';
import type { Actor } from '../admin/actor';

export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export const siteSettingsSchema = z.object({
  businessName: requiredText(
    120,
    'Please enter the business name.',
    tooLongMessage('business name', 120),
  ),
  phone: requiredText(40, 'Please enter a phone number.', tooLongMessage('phone number', 40)).regex(
    /^[\d\s()+.-]+$/,
    'The phone number may use digits, spaces and ( ) + - . only.',
  ),
  email: loginEmailSchema,
  socialUrl: z
    .url({ protocol: /^https?$/, error: 'The social-media link must be an http(s) address.' })
    .max(500),
  timeZone: z
    .string()
    .refine((tz) => TIME_ZONES.includes(tz), 'Please choose a time zone from the list.'),
  // Stored as typed (spaces tidied); parseOpeningHours checks the length before its regex.
  openingHours: z
    .string()
    .max(OPENING_HOURS_MAX, tooLongMessage('opening hours', OPENING_HOURS_MAX))
    .refine(
      // A text too long has its own message above.
      (text) => text.length > OPENING_HOURS_MAX || parseOpeningHours(text) !== undefined,
      'The opening hours must look like Mo-Fr 08:00-18:00, Sa 09:00-14:00.',
    )
    .transform((text) => (parseOpeningHours(text) ?? []).join(', ')),
});

const saveSite = auditedSettings<SiteSettings>({
  section: 'site',
  names: SITE_SETTING_KEYS,
  write: setSiteSetting,
});

/**
 * Saves the site settings (the site, index.html and every e-mail read them from the database on
 * use, so they apply at once); answers the names that changed.
 */
export async function saveSiteSettings(db: Db, env: Env, by: Actor, input: SiteSettings) {
  return saveSite(db, by, await getSiteSettings(db, env), input);
}

/** Sign-in requests are kept an hour: every link and code has expired by then. */
const LOGIN_REQUEST_KEEP_MS = 60 * 60 * 1000;

export async function purgeExpired(
  db: Db,
  by: Actor,
): Promise<{ sessions: number; loginRequests: number }> {
  return db.transaction().execute(async (trx) => {
    const { sessions, loginRequests } = await removeExpiredSignIns(
      trx,
      by.at,
      new Date(by.at.getTime() - LOGIN_REQUEST_KEEP_MS),
    );
    await auditTrail('sessions')(trx, by.id, 'purge', undefined, { sessions, loginRequests });
    return { sessions, loginRequests };
  });
}
