import { randomBytes } from 'node:crypto';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../shared/site-settings';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { ensureSetting, getSettings, setSetting } from './settings.repository';

/** A once-only marker across processes (the demo data of a new site is added once, ever). */
export { claimOnce } from './settings.repository';

export function defaultSiteSettings(env: Env): SiteSettings {
  return {
    businessName: 'Keystone Home Inspections',
    phone: '(412) 555-0142',
    email: env.BUSINESS_EMAIL ?? 'office@keystone-inspections.example',
    socialUrl: 'https://www.facebook.com/',
    timeZone: env.BUSINESS_TIMEZONE,
  };
}

const key = (name: string) => `site.${name}`;

export async function getSiteSettings(db: Db, env: Env): Promise<SiteSettings> {
  const stored = await getSettings(db, SITE_SETTING_KEYS.map(key));
  const defaults = defaultSiteSettings(env);
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((name) => [name, stored.get(key(name)) ?? defaults[name]]),
  ) as unknown as SiteSettings;
}

export function siteSettingKey(name: keyof SiteSettings): string {
  return key(name);
}

export async function setSiteSetting(
  db: Db,
  name: keyof SiteSettings,
  value: string,
): Promise<void> {
  await setSetting(db, key(name), value);
}

/**
 * The key that signs sessions and CSRF tokens. Configured, or made once and kept in the database,
 * so that every app process of one site shares it without extra setup.
 */
export async function resolveSecret(db: Db, env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  return ensureSetting(db, 'secret.session', randomBytes(32).toString('base64url'));
}
