import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, foundOr404 } from '../../errors';
import type { FormValues } from './admin-page';

/** A request body (urlencoded form or JSON) as form values; anything else is dropped. */
export function toFormValues(body: unknown): FormValues {
  const values: FormValues = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') values[key] = String(value);
    else if (Array.isArray(value)) values[key] = value.filter((v) => typeof v === 'string');
  }
  return values;
}

// PostgreSQL refuses a NUL in text (the save would fail as a 500) and no admin field has a use for
// the other C0 control characters; tab, line feed and carriage return stay (multi-line text).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\v\f\u000E-\u001F]/;

/** The name of the first field (or query parameter) holding a control character, if any. */
export function fieldWithControlCharacter(
  values: Record<string, string | string[]>,
): string | undefined {
  for (const [name, value] of Object.entries(values))
    if ([value].flat().some((v) => CONTROL_CHARACTER.test(v))) return name;
  return undefined;
}

/** The values with every control character taken out: what was typed, shown again. */
export function withoutControlCharacters(form: FormValues): FormValues {
  // eslint-disable-next-line no-control-regex
  const strip = (v: string) => v.replace(/[\u0000-\u0008\v\f\u000E-\u001F]/g, '');
  return Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? v.map(strip) : strip(v)]),
  );
}

/** The refusal of a field with a control character: names the field as its label words do. */
export function controlCharacterMessage(name: string): string {
  const words = name
    .slice(0, 60)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return `The ${words} field may not contain control characters (such as NUL); please remove them.`;
}

/** The single value of a field ('' when absent; the last one when repeated). */
export function formValue(form: FormValues, name: string): string {
  const value = Object.hasOwn(form, name) ? form[name] : undefined;
  if (value === undefined) return '';
  return Array.isArray(value) ? (value.at(-1) ?? '') : value;
}

/** Whether a checkbox (value 1) was ticked: an unticked box sends nothing. */
export const isChecked = (form: FormValues, name: string) => formValue(form, name) === '1';

/** A checkbox's state: as `sent` when the form is shown again, else as `stored`. */
export const checkedIn = (sent: FormValues | undefined, name: string, stored: boolean) =>
  sent ? isChecked(sent, name) : stored;

/** Every value of a repeated field (checkbox groups). */
export function formValues(form: FormValues, name: string): string[] {
  const value = Object.hasOwn(form, name) ? form[name] : undefined;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Validates single-valued fields with a zod schema; the first broken rule becomes a 400 whose
 * message the page shows above the form (with the values kept).
 */
export function parseForm<T>(schema: z.ZodType<T>, form: FormValues): T {
  const flat = Object.fromEntries(Object.keys(form).map((k) => [k, formValue(form, k)]));
  const result = schema.safeParse(flat);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Please check the form.';
  throw badRequest(message);
}

/** A positive integer id from a form field or query value, or a 400. */
export function idFrom(value: string, what = 'item'): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badRequest(`Unknown ${what}.`);
  return Number(value);
}

/** The id of the entry a form acts on (its `id` field), or a 400. */
export const formId = (form: FormValues, what: string) => idFrom(formValue(form, 'id'), what);

/**
 * Loads the entry an id from a query or form names (`what` names it): a 400 for a malformed id,
 * a 404 with `missing` for none.
 */
export function entryOf<T>(
  find: (db: Db, id: number) => Promise<T | undefined>,
  what: string,
  missing: string,
) {
  return (ctx: { db: Db }, value: string): Promise<T> =>
    foundOr404(find(ctx.db, idFrom(value, what)), missing);
}
