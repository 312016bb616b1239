import type { z } from 'zod';
import { badRequest } from '../../errors';
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

/** The single value of a field ('' when absent; the last one when repeated). */
export function formValue(form: FormValues, name: string): string {
  const value = Object.hasOwn(form, name) ? form[name] : undefined;
  if (value === undefined) return '';
  return Array.isArray(value) ? (value.at(-1) ?? '') : value;
}

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
