// Kept apart from api.ts: only the account forms use it, and api.ts is in every page's first load.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

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
