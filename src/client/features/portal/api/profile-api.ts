import type {
  EmailChanged,
  EmailChangeSent,
  ProfileAnswer,
  ProfileSaved,
  ProfileValues,
} from '../../../../shared/portal/profile';
import { ApiError, apiPost } from '../../../lib/api';
import { useApiQuery } from '../../../lib/record-query';

export const profileQueryKey = ['portal', 'profile'] as const;

export function useProfile() {
  return useApiQuery<ProfileAnswer>(profileQueryKey, 'profile.php');
}

export const saveProfile = (values: ProfileValues) => apiPost<ProfileSaved>('profile.php', values);

export const requestEmailChange = (email: string) =>
  apiPost<EmailChangeSent>('email_change.php', { email });

export const confirmEmailChange = (code: string) =>
  apiPost<EmailChanged>('email_change_confirm.php', { code });

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
