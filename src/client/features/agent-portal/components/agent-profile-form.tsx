import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type AgentOwnProfile,
  type AgentOwnProfileInput,
  agentOwnProfileSchema,
  type AgentProfile,
} from '../../../../shared/agents/agent-portal';
import { CheckField, TextField } from '../../booking/components/form-fields';
import { saveAgentProfile } from '../api/agent-portal-api';
import { SaveFooter, useSave } from '../../../components/save-outcome';

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
  const { outcome, submit, busy } = useSave(form, async (values, saved) => {
    const { message, agent } = await saveAgentProfile(values);
    saved(message);
    form.reset({ ...values, phone: agent.phone });
    await queryClient.invalidateQueries({ queryKey: ['agent-portal', 'inspections'] });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="agent-profile-heading">
        <h2 id="agent-profile-heading" className="h4 mb-3">
          Your details
        </h2>
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
        <CheckField
          name="textConsent"
          label="Text me updates about my clients’ inspections at this phone (reply STOP to end)"
          className="form-check mt-3"
        />
        <SaveFooter outcome={outcome} busy={busy} label="Save details" />
      </form>
    </FormProvider>
  );
}
