import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type ProfileAnswer,
  type ProfileInput,
  profileSchema,
  type ProfileValues,
} from '../../../../shared/portal/profile';
import { useReloadSession } from '../../auth/api/use-session';
import { PhoneField, TextConsentField, TextField } from '../../booking/components/form-fields';
import { profileQueryKey, saveProfile } from '../api/profile-api';
import { SaveForm } from '../../../components/save-outcome';

/** Name and phone, checked as checkout checks them; the banner shows a new name at once. */
export function ProfileForm({ profile }: { profile: ProfileAnswer }) {
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      textConsent: profile.textConsent,
    },
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  const reloadSession = useReloadSession();
  const save = async (values: ProfileValues, saved: (message: string) => void) => {
    const { message } = await saveProfile(values);
    saved(message);
    form.reset(values);
    await Promise.all([
      reloadSession(),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
  };

  return (
    <SaveForm form={form} save={save} title="Name and phone" button="Save profile">
      <div className="row g-3">
        <TextField
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          className="col-12 col-sm-6"
        />
        <TextField
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          className="col-12 col-sm-6"
        />
        <PhoneField className="col-12 col-sm-6" />
      </div>
      <TextConsentField
        about="reminders and updates about my inspections at this phone"
        className="form-check mt-3"
      />
    </SaveForm>
  );
}
