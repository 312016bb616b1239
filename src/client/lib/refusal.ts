// Kept apart from api.ts: only the pages that show a refusal use these, and api.ts is in every
// page's first load.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/** The server's own words for a refused call (its `{ error }`), when it gave some. */
export function serverWords(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = error.json<{ error?: unknown }>()?.error;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The server's words for a refusal, or `fallback` when it gave none (or never answered). */
export const serverWordsOr = (error: unknown, fallback: string): string =>
  serverWords(error) ?? fallback;

/** The server's words for a refusal: its message, and the message of each field it names. */
export function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  const body =
    error instanceof ApiError
      ? error.json<{ error?: string; fields?: Record<string, string> }>()
      : undefined;
  const fallback =
    error instanceof ApiError && error.status === 0
      ? 'Network error. Please try again.'
      : 'Something went wrong. Please try again.';
  return { message: body?.error ?? fallback, fields: body?.fields ?? {} };
}

/** A refused save: each field the server names gets its message; the whole message is answered. */
export function refusedSave<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  values: O & object,
  error: unknown,
): { ok: false; message: string } {
  const refusal = refusalOf(error);
  for (const [name, message] of Object.entries(refusal.fields))
    if (name in values) form.setError(name as Path<I>, { message });
  return { ok: false, message: refusal.message };
}
