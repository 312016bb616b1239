import { constants } from 'node:fs';
import { tooLongMessage } from '../../shared/schema-fields';
import { access, mkdir } from 'node:fs/promises';
import { isAbsolute, normalize, relative, resolve } from 'node:path';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import { auditTrail } from '../audit/audit.service';
import type { Actor } from '../admin/actor';
import { formValue, formValues } from '../admin/ui/admin-form';
import { SEVERITIES } from '../../shared/reports/template';
import type { FormValues } from '../admin/ui/admin-page';
import {
  getReportSettings,
  type ReportSettings,
  setReportSetting,
} from '../settings/settings.service';

// Advanced → Reports: the two download gates and the optional storage directory.

export type { ReportSettings };
export { getReportSettings };

const MAX_DIR_LENGTH = 500;
/** The folders the site serves files from (the built client) or builds into: never for reports. */
const PUBLIC_DIRS = ['dist', 'public'].map((d) => resolve(process.cwd(), d));

const inside = (dir: string, parent: string) => {
  const rel = relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** An absolute, writable directory outside the public web root (created when missing). */
export async function checkStorageDir(dir: string): Promise<string> {
  if (dir === '') return '';
  if (dir.length > MAX_DIR_LENGTH)
    throw badRequest(tooLongMessage('report storage directory', MAX_DIR_LENGTH));
  if (!isAbsolute(dir) || normalize(dir) !== dir.replace(/(?<=.)\/$/, ''))
    throw badRequest(
      'The report storage directory must be an absolute path such as /var/lib/site/reports.',
    );
  const clean = normalize(dir);
  if (PUBLIC_DIRS.some((p) => inside(clean, p)))
    throw badRequest('The report storage directory must be outside the public web folder.');
  try {
    await mkdir(clean, { recursive: true, mode: 0o750 });
    await access(clean, constants.W_OK);
  } catch {
    throw badRequest(
      `The site cannot write to ${clean}. Create it and let the site's user write there.`,
    );
  }
  return clean;
}

/** The Advanced form's values (unchecked boxes are absent). */
export function reportSettingsFrom(form: FormValues): ReportSettings {
  return {
    needPayment: formValue(form, 'needPayment') === '1',
    needAgreement: formValue(form, 'needAgreement') === '1',
    storageDir: formValue(form, 'storageDir').trim(),
    photoRequired: SEVERITIES.filter((s) => formValues(form, 'photoRequired').includes(s)).join(
      ',',
    ),
    licences: formValue(form, 'licences').trim(),
  };
}

export const MAX_LICENCES_LENGTH = 500;

/** The severities whose findings should carry a photo (Advanced → Reports). */
export async function photoRequiredFor(db: Db) {
  const { photoRequired } = await getReportSettings(db);
  return SEVERITIES.filter((s) => photoRequired.split(',').includes(s));
}

/** Saves the settings (audited); answers the names that changed. */
export async function saveReportSettings(
  db: Db,
  by: Actor,
  input: ReportSettings,
): Promise<(keyof ReportSettings)[]> {
  if (input.licences.length > MAX_LICENCES_LENGTH)
    throw badRequest(tooLongMessage('licence numbers', MAX_LICENCES_LENGTH));
  const next = { ...input, storageDir: await checkStorageDir(input.storageDir) };
  const before = await getReportSettings(db);
  const changed = (Object.keys(next) as (keyof ReportSettings)[]).filter(
    (k) => before[k] !== next[k],
  );
  if (changed.length === 0) return [];
  await db.transaction().execute(async (trx) => {
    for (const name of changed) await setReportSetting(trx, name, next[name]);
    const details = Object.fromEntries(changed.map((k) => [k, { from: before[k], to: next[k] }]));
    await auditTrail('settings')(trx, by.id, 'update', 'reports', details);
  });
  return changed;
}
