import { randomBytes } from 'node:crypto';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../shared/site-settings';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { ensureSetting, getSettings } from './settings.repository';

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

/**
 * The key that signs sessions and CSRF tokens. Configured, or made once and kept in the database,
 * so that every app process of one site shares it without extra setup.
 */
export async function resolveSecret(db: Db, env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  return ensureSetting(db, 'secret.session', randomBytes(32).toString('base64url'));
}
