import { z } from 'zod';
import { auditTrail } from '../audit/audit.service';
import type { Db } from '../db/database';
import type { Actor } from '../admin/actor';
import { getSetting, type SettingsSource, setSetting } from './settings.repository';

// An administrator's change to a setting is written and audited in one transaction, or not at all.

const auditSettings = auditTrail('settings');

/**
 * One setting with a default: `read` turns the stored text (or none) into its value; `save` writes
 * an administrator's change with an audit entry and answers whether it changed.
 */
export function auditedSetting<T extends string | number>(spec: {
  key: string;
  section: string;
  read: (stored: string | undefined) => T;
  details?: (from: T, to: T) => Record<string, unknown>;
}) {
  const { key, section, read, details = (from, to) => ({ from, to }) } = spec;
  const get = async (db: SettingsSource): Promise<T> => read(await getSetting(db, key));
  const set = (db: Db, value: T) => setSetting(db, key, String(value));
  const save = async (db: Db, by: Actor, value: T): Promise<boolean> => {
    const before = await get(db);
    if (before === value) return false;
    await db.transaction().execute(async (trx) => {
      await set(trx, value);
      await auditSettings(trx, by.id, 'update', section, details(before, value));
    });
    return true;
  };
  return { get, set, save };
}

/**
 * One of a closed list of modes kept as a setting: the first is the default, and a stored text
 * that is none of them reads as it. `name` is its form field on the Advanced page.
 */
export function modeSetting<const M extends string, K extends string>(spec: {
  key: string;
  section: string;
  name: K;
  modes: readonly [M, ...M[]];
}) {
  const { key, section, name, modes } = spec;
  const setting = auditedSetting<M>({
    key,
    section,
    read: (stored) => modes.find((mode) => mode === stored) ?? modes[0],
  });
  return { ...setting, section, name, modes };
}

/** A form field's whole number from 1 to `max`, each refusal naming the field by its `label`. */
export function wholeNumberField(label: string, max: number): z.ZodType<number> {
  return z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} may be at most ${max}.`);
}

/**
 * A link's lifetime in days kept as a setting: a whole number from 1 to `max`, else `fallback`;
 * each change audited as `{ [name]: { from, to } }`, `name` also its form field, shown as `label`.
 */
export function linkDaysSetting<K extends string>(spec: {
  key: string;
  section: string;
  name: K;
  label: string;
  max: number;
  fallback: number;
}) {
  const { key, section, name, label, max, fallback } = spec;
  const setting = auditedSetting({
    key,
    section,
    read: (stored) => {
      const value = Number(stored);
      return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
    },
    details: (from, to) => ({ [name]: { from, to } }),
  });
  return { ...setting, section, name, label, field: wholeNumberField(label, max) };
}

/**
 * A group of settings saved from one form: answers `save(db, by, before, input)`, which writes the
 * values of `input` that differ from `before`, with one audit entry listing each `{ from, to }`,
 * and answers the names that changed.
 */
export function auditedSettings<S extends object>(spec: {
  section: string;
  names: readonly (keyof S)[];
  write: (trx: Db, name: keyof S, value: S[keyof S]) => Promise<void>;
}) {
  const { section, names, write } = spec;
  return async (db: Db, by: Actor, before: S, input: S): Promise<(keyof S)[]> => {
    const changed = names.filter((k) => before[k] !== input[k]);
    if (changed.length === 0) return [];
    await db.transaction().execute(async (trx) => {
      for (const name of changed) await write(trx, name, input[name]);
      const details = Object.fromEntries(
        changed.map((k) => [k, { from: before[k], to: input[k] }]),
      );
      await auditSettings(trx, by.id, 'update', section, details);
    });
    return changed;
  };
}
