// Kept apart from api.ts: only the account forms use it, and api.ts is in every page's first load.
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
