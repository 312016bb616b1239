import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type AgentOwnProfile,
  type AgentOwnProfileInput,
  agentOwnProfileSchema,
  type AgentProfile,
} from '../../../../shared/agents/agent-portal';
import { TextConsentField, TextField } from '../../booking/components/form-fields';
import { saveAgentProfile } from '../api/agent-portal-api';
import { SaveForm } from '../../../components/save-outcome';

/** The agent's own name, mobile phone and brokerage; the e-mail is shown, not edited. */
export function AgentProfileForm({ profile }: { profile: AgentProfile }) {
  const form = useForm<AgentOwnProfileInput, unknown, AgentOwnProfile>({
    resolver: zodResolver(agentOwnProfileSchema),
    defaultValues: {
      name: profile.name,
      phone: profile.phone,
      agency: profile.agency,
      textConsent: profile.textConsent,
    },
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  const save = async (values: AgentOwnProfile, saved: (message: string) => void) => {
    const { message, agent } = await saveAgentProfile(values);
    saved(message);
    form.reset({ ...values, phone: agent.phone });
    await queryClient.invalidateQueries({ queryKey: ['agent-portal', 'inspections'] });
  };

  return (
    <SaveForm form={form} save={save} title="Your details" button="Save details">
      <p className="text-body-secondary">
        E-mail: {profile.email}. It is how you sign in and how your clients’ bookings find you.
      </p>
      <div className="row g-3">
        <TextField
          name="name"
          label="Name"
          required
          autoComplete="name"
          className="col-12 col-sm-6"
        />
        <TextField
          name="phone"
          label="Mobile phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="col-12 col-sm-6"
        />
        <TextField
          name="agency"
          label="Brokerage"
          autoComplete="organization"
          className="col-12 col-sm-6"
        />
      </div>
      <TextConsentField
        about="updates about my clients’ inspections at this phone"
        className="form-check mt-3"
      />
    </SaveForm>
  );
}
