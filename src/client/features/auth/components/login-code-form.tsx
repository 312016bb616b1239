import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CODE_INVALID_MESSAGE,
  isValidLoginCode,
  LOGIN_CODE_LENGTH,
} from '../../../../shared/auth/login';
import { InputField } from '../../../components/input-field';
import type { Outcome } from '../api/auth-api';

/** The code step: exactly LOGIN_CODE_LENGTH digits, checked here before the server sees it. */
export function LoginCodeForm({ onVerify }: { onVerify: (code: string) => Promise<Outcome> }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The code field appears after the e-mail step: take the keyboard there.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isValidLoginCode(code)) {
      setError(CODE_INVALID_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await onVerify(code.trim());
    if (!outcome.ok) {
      setError(outcome.message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Verify your code" className="mt-3">
      <InputField
        id="login-code"
        label={`${LOGIN_CODE_LENGTH}-digit code`}
        error={error}
        input={{
          ref: input,
          name: 'code',
          className: 'login-code',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          value: code,
          // A code pasted from the e-mail may bring spaces or dashes: keep only its digits.
          onChange: (e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH)),
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify Code'}
      </button>
    </form>
  );
}
