import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { LOGIN_CODE_LENGTH } from '../../../../shared/auth/login';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  type ProfileAnswer,
} from '../../../../shared/portal/profile';
import { InputField } from '../../../components/input-field';
import { useReloadSession } from '../../auth/api/use-session';
import { confirmEmailChange, profileQueryKey, requestEmailChange } from '../api/profile-api';
import { refusalOf } from '../../../lib/refusal';

type Note = { ok: boolean; message: string };

const INVALID = { email: 'Invalid e-mail.', code: 'Invalid code.' } as const;

/** A new address, then the code e-mailed to it: the account's e-mail changes only then. */
export function EmailChangeForm({ profile }: { profile: ProfileAnswer }) {
  const queryClient = useQueryClient();
  const reloadSession = useReloadSession();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'code'; message: string } | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const pending = profile.pendingEmail;
  // The code field appears once a code is on its way: take the keyboard there.
  useEffect(() => {
    if (pending) codeInput.current?.focus();
  }, [pending]);

  /** Shows an invalid value's message under its field; sends a valid one, one request at a time. */
  const submit = async <T,>(
    event: FormEvent,
    field: 'email' | 'code',
    parsed: ZodSafeParseResult<T>,
    work: (data: T) => Promise<string>,
  ) => {
    event.preventDefault();
    if (!parsed.success) {
      setError({ field, message: parsed.error.issues[0]?.message ?? INVALID[field] });
      return;
    }
    if (busy) return;
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      setNote({ ok: true, message: await work(parsed.data) });
    } catch (e) {
      const refusal = refusalOf(e);
      setError({ field, message: Object.values(refusal.fields)[0] ?? refusal.message });
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    setBusy(false);
  };

  const ask = (event: FormEvent) =>
    void submit(event, 'email', emailChangeRequestSchema.safeParse({ email }), async (data) => {
      const { message } = await requestEmailChange(data.email);
      setCode('');
      return message;
    });

  const confirm = (event: FormEvent) =>
    void submit(event, 'code', emailChangeConfirmSchema.safeParse({ code }), async (data) => {
      const { message } = await confirmEmailChange(data.code);
      setEmail('');
      await reloadSession();
      return message;
    });

  return (
    <section aria-labelledby="profile-email-heading">
      <h2 id="profile-email-heading" className="h4 mb-2">
        E-mail address
      </h2>
      <p>
        Your e-mail address is <strong data-testid="profile-email">{profile.email}</strong>. We send
        sign-in links and inspection news there.
      </p>
      <form noValidate onSubmit={ask} aria-label="Change your e-mail address">
        <InputField
          id="new-email"
          label="New e-mail address"
          error={error?.field === 'email' ? error.message : null}
          input={{
            type: 'email',
            name: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            value: email,
            onChange: (e) => setEmail(e.target.value),
          }}
        />
        <button type="submit" className="btn btn-outline-primary mb-3" disabled={busy}>
          Send code
        </button>
      </form>
      <div aria-live="polite">
        {note && (
          <div className={`alert ${note.ok ? 'alert-success' : 'alert-danger'}`} role="status">
            {note.message}
          </div>
        )}
        {error?.field === 'code' && !pending && (
          <div className="alert alert-danger" role="alert">
            {error.message}
          </div>
        )}
      </div>
      {pending && (
        <form noValidate onSubmit={confirm} aria-label="Confirm your new e-mail address">
          <p className="mb-2">
            A code was sent to <strong>{pending}</strong>.
          </p>
          <InputField
            id="email-code"
            label={`${LOGIN_CODE_LENGTH}-digit code`}
            error={error?.field === 'code' ? error.message : null}
            input={{
              ref: codeInput,
              name: 'code',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              value: code,
              // A pasted code may bring spaces or dashes: keep only its digits.
              onChange: (e) =>
                setCode(e.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH)),
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Confirm new e-mail
          </button>
        </form>
      )}
    </section>
  );
}
