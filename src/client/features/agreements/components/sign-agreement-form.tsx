import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AgreementFormInput,
  type AgreementFormValues,
  agreementFormSchema,
  type AgreementView,
} from '../../../../shared/agreements/agreement';
import { InputField } from '../../../components/input-field';
import { ensureSessionLoaded } from '../../auth/api/use-session';
import { agreementQueryKey, signAgreement } from '../api/agreement-api';

type Unsigned = Extract<AgreementView, { state: 'unsigned' }>;

/** Full name, the box, Sign agreement: the server checks the name against the order's buyers. */
export function SignAgreementForm({ view }: { view: Unsigned }) {
  const queryClient = useQueryClient();
  const form = useForm<AgreementFormInput, unknown, AgreementFormValues>({
    resolver: zodResolver(agreementFormSchema),
    defaultValues: { fullName: '', agree: false },
  });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    // The session call sets the XSRF-TOKEN cookie the post must send back.
    await ensureSessionLoaded(queryClient);
    const outcome = await signAgreement({
      order_id: view.orderId,
      full_name: values.fullName,
      agree: true,
      text_sha256: view.textSha256,
    }).catch(() => null);
    setBusy(false);
    if (outcome?.ok) {
      queryClient.setQueryData(agreementQueryKey(view.orderId), {
        state: 'signed',
        agreement: outcome.agreement,
      });
      return;
    }
    if (!outcome) return setAlert('The agreement could not be signed. Please try again.');
    const nameError = outcome.fields.full_name;
    if (nameError) return form.setError('fullName', { message: nameError }, { shouldFocus: true });
    setAlert(outcome.message);
    // A changed text or a cancelled booking: show what is true now.
    if (outcome.status === 409)
      await queryClient.invalidateQueries({ queryKey: agreementQueryKey(view.orderId) });
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-label="Sign the inspection agreement">
      <InputField
        id="agreement-name"
        label="Full name"
        error={errors.fullName?.message}
        hint="As it appears on the order (a buyer’s name)."
        style={{ maxWidth: '28rem' }}
        input={{ type: 'text', autoComplete: 'name', ...form.register('fullName') }}
      />
      <div className="form-check mb-3">
        <input
          id="agreement-agree"
          type="checkbox"
          className={`form-check-input${errors.agree ? ' is-invalid' : ''}`}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? 'agreement-agree-error' : undefined}
          {...form.register('agree')}
        />
        <label htmlFor="agreement-agree" className="form-check-label">
          I have read and agree to the inspection agreement
        </label>
        {errors.agree && (
          <div id="agreement-agree-error" className="invalid-feedback" role="alert">
            {errors.agree.message}
          </div>
        )}
      </div>
      {alert && (
        <div className="alert alert-danger" role="alert" tabIndex={-1} ref={alertRef}>
          {alert}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Sign agreement
      </button>
    </form>
  );
}
