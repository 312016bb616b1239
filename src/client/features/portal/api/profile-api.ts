import type {
  EmailChanged,
  EmailChangeSent,
  ProfileAnswer,
  ProfileSaved,
  ProfileValues,
} from '../../../../shared/portal/profile';
import { apiPost } from '../../../lib/api';
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
