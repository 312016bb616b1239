import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { deadlineIssue } from '../../../../shared/booking/deadline';
import {
  todayIn,
  WAITLIST_MESSAGES,
  type WaitlistFormInput,
  type WaitlistFormValues,
  waitlistFormSchema,
  type WaitlistServices,
} from '../../../../shared/waitlist/waitlist';
import { ApiError } from '../../../lib/api';
import { siteConfig } from '../../../lib/site-config';
import { TextField } from '../../booking/components/form-fields';
import { joinWaitlist } from '../api/waitlist-api';

/** The form's rules, and the days (and deadline) not in the past, in the business's time zone. */
function formSchema(today: string) {
  return waitlistFormSchema.superRefine((v, ctx) => {
    if (v.firstDay < today)
      ctx.addIssue({ code: 'custom', path: ['firstDay'], message: WAITLIST_MESSAGES.past });
    const late = deadlineIssue(v.deadline, today);
    if (late) ctx.addIssue({ code: 'custom', path: ['deadline'], message: late });
  });
}

/**
 * "Join the waitlist": e-mail, ZIP, a range of days and the buyer's deadline; the services are
 * the order form's (none on /availability: a default visit). Server refusals land on their fields.
 */
export function WaitlistForm({
  services,
  zip = '',
  day = '',
}: {
  services?: WaitlistServices;
  zip?: string;
  /** The day wanted, to start the range with. */
  day?: string;
}) {
  const queryClient = useQueryClient();
  const today = todayIn(siteConfig().timeZone, new Date());
  const schema = useMemo(() => formSchema(today), [today]);
  const form = useForm<WaitlistFormInput, unknown, WaitlistFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', zip, firstDay: day, lastDay: day, deadline: '' },
    mode: 'onTouched',
  });
  const [joined, setJoined] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onValid = async (values: WaitlistFormValues) => {
    setError(null);
    try {
      await joinWaitlist(queryClient, {
        ...values,
        services: services ?? { addonIds: [], units: 0 },
      });
      setJoined(true);
    } catch (e) {
      const body =
        e instanceof ApiError
          ? e.json<{ error?: string; fields?: Record<string, string> }>()
          : undefined;
      for (const [path, message] of Object.entries(body?.fields ?? {}))
        form.setError(path as keyof WaitlistFormInput, { message });
      setError(body?.error ?? 'We could not add you to the waitlist. Please try again.');
    }
  };

  if (joined)
    return (
      <div className="alert alert-success" role="status">
        You are on the waitlist. When a time in those days opens, we e-mail you a link that holds it
        for you.
      </div>
    );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} aria-labelledby="waitlist-heading">
        <div className="row g-2">
          <TextField
            className="col-12 col-md-6 mb-2"
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            className="col-12 col-md-6 mb-2"
            name="zip"
            label="Property ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            required
          />
          <TextField
            className="col-6 mb-2"
            name="firstDay"
            label="First day"
            type="date"
            required
          />
          <TextField className="col-6 mb-2" name="lastDay" label="Last day" type="date" required />
          <TextField
            className="col-12 mb-2"
            name="deadline"
            label="Inspection contingency deadline (optional)"
            type="date"
            hint="Offers go to the earliest deadline first."
          />
        </div>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-outline-primary"
          disabled={form.formState.isSubmitting}
        >
          Join the waitlist
        </button>
      </form>
    </FormProvider>
  );
}

/** The waitlist offered under a list of times: a button that opens the form. */
export function WaitlistPanel(props: Parameters<typeof WaitlistForm>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card mt-4" aria-labelledby="waitlist-heading">
      <div className="card-body">
        <h2 id="waitlist-heading" className="h5">
          Is the day you want full?
        </h2>
        <p className="text-muted mb-3">
          Join the waitlist for the days you could take: when a time opens, we hold it for you and
          e-mail you a link to book it.
        </p>
        {open ? (
          <WaitlistForm {...props} />
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            Join the waitlist
          </button>
        )}
      </div>
    </section>
  );
}
