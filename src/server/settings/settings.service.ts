import { randomBytes } from 'node:crypto';
import { DEFAULT_OPENING_HOURS } from '../../shared/opening-hours';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../shared/site-settings';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { publicCacheFor } from '../cache/cache.service';
import {
  deleteSetting,
  ensureSetting,
  getSettings,
  readAllSettings,
  type SettingsSnapshot,
  type SettingsSource,
  setSetting,
} from './settings.repository';

export type { SettingsSource } from './settings.repository';

/**
 * Every setting, kept by this process under the `settings` version (a change anywhere moves it;
 * seen here within the versions' check, at once after this process's own). An order's several
 * settings readers take theirs from it: no statement each under a rush (decision 084).
 */
export const keptSettings = (db: Db): Promise<SettingsSnapshot> =>
  publicCacheFor(db).value('settings', 'all-settings', () => readAllSettings(db));

/** A once-only marker across processes (the demo data of a new site is added once, ever). */
export { claimOnce } from './settings.repository';

const DEFAULT_PHONE = '(412) 555-0142';

export function defaultSiteSettings(env: Env): SiteSettings {
  return {
    businessName: 'Keystone Home Inspections',
    phone: DEFAULT_PHONE,
    email: env.BUSINESS_EMAIL ?? 'office@keystone-inspections.example',
    socialUrl: 'https://www.facebook.com/',
    timeZone: env.BUSINESS_TIMEZONE,
    openingHours: DEFAULT_OPENING_HOURS,
  };
}

const key = (name: string) => `site.${name}`;

export async function getSiteSettings(db: SettingsSource, env: Env): Promise<SiteSettings> {
  const stored = await getSettings(db, SITE_SETTING_KEYS.map(key));
  const defaults = defaultSiteSettings(env);
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((name) => [name, stored.get(key(name)) ?? defaults[name]]),
  ) as unknown as SiteSettings;
}

/** The business's phone number alone (where no configuration is at hand, e.g. pricing). */
export async function getBusinessPhone(db: Db): Promise<string> {
  return (await getSettings(db, [key('phone')])).get(key('phone')) ?? DEFAULT_PHONE;
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

/** Limits of reservations without payment (pay later); see booking/unpaid-limits.service.ts. */
export interface ReservationLimits {
  /** Open reservations without payment one e-mail may hold. */
  unpaidPerEmail: number;
  /** Reservations without payment one client address may make in a day. */
  unpaidPerIpDay: number;
}

const LIMIT_KEYS: Record<keyof ReservationLimits, string> = {
  unpaidPerEmail: 'limits.unpaidPerEmail',
  unpaidPerIpDay: 'limits.unpaidPerIpDay',
};

/** The administrator's limits (Advanced), else the configured defaults. */
export async function getReservationLimits(
  db: SettingsSource,
  env: Env,
): Promise<ReservationLimits> {
  const stored = await getSettings(db, Object.values(LIMIT_KEYS));
  const read = (name: keyof ReservationLimits, fallback: number) => {
    const value = Number(stored.get(LIMIT_KEYS[name]));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    unpaidPerEmail: read('unpaidPerEmail', env.UNPAID_RESERVATIONS_PER_EMAIL),
    unpaidPerIpDay: read('unpaidPerIpDay', env.UNPAID_RESERVATIONS_PER_IP_DAY),
  };
}

export async function setReservationLimit(
  db: Db,
  name: keyof ReservationLimits,
  value: number,
): Promise<void> {
  await setSetting(db, LIMIT_KEYS[name], String(value));
}

/** Advanced → Reports: the download gates (on unless turned off) and where new files are kept. */
export interface ReportSettings {
  needPayment: boolean;
  needAgreement: boolean;
  /** An absolute directory for new report files; empty: the database. */
  storageDir: string;
  /** The severities whose findings should carry a photo, comma-separated (written reports). */
  photoRequired: string;
  /** The business's licence numbers, one a line, for the written report's cover. */
  licences: string;
}

const REPORT_KEYS: Record<keyof ReportSettings, string> = {
  needPayment: 'reports.needPayment',
  needAgreement: 'reports.needAgreement',
  storageDir: 'reports.storageDir',
  photoRequired: 'reports.photoRequired',
  licences: 'reports.licences',
};

export async function getReportSettings(db: Db): Promise<ReportSettings> {
  const stored = await getSettings(db, Object.values(REPORT_KEYS));
  return {
    needPayment: stored.get(REPORT_KEYS.needPayment) !== '0',
    needAgreement: stored.get(REPORT_KEYS.needAgreement) !== '0',
    storageDir: stored.get(REPORT_KEYS.storageDir) ?? '',
    photoRequired: stored.get(REPORT_KEYS.photoRequired) ?? 'safety,repair',
    licences: stored.get(REPORT_KEYS.licences) ?? '',
  };
}

export async function setReportSetting<K extends keyof ReportSettings>(
  db: Db,
  name: K,
  value: ReportSettings[K],
): Promise<void> {
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  await setSetting(db, REPORT_KEYS[name], text);
}

const GENERATED_SECRET_KEY = 'secret.session';

/**
 * The key that signs sessions and CSRF tokens. SESSION_SECRET when configured (required in
 * production); otherwise, for development and tests only, made once and kept in the database so
 * every app process of one site shares it. Says which one is used, never the secret itself.
 */
export async function resolveSecret(
  db: Db,
  env: Env,
  log: { info(message: string): void },
): Promise<string> {
  if (env.SESSION_SECRET) {
    // A key generated by an earlier run is unused now: out of the database, out of its backups.
    await deleteSetting(db, GENERATED_SECRET_KEY);
    log.info('Session secret: SESSION_SECRET from the configuration');
    return env.SESSION_SECRET;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  log.info(
    'Session secret: generated and kept in the database (development only; set SESSION_SECRET in production)',
  );
  return ensureSetting(db, GENERATED_SECRET_KEY, randomBytes(32).toString('base64url'));
}
