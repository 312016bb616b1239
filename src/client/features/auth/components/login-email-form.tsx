import { type FormEvent, useState } from 'react';
import { InputField } from '../../../components/input-field';
import { useHydrated } from '../../../lib/use-hydrated';

/** The e-mail step: the server checks the address and its message is shown. */
export function LoginEmailForm(props: {
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void | Promise<void>;
}) {
  const [email, setEmail] = useState('');
  // The server's form waits for the page to start: an address typed before would be lost. Its
  // two controls are disabled one by one: a fieldset around them would be a group with no name.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) void props.onSubmit(email);
  };
  return (
    // noValidate: the browser's own bubble would hide the server's words.
    <form onSubmit={submit} noValidate aria-label="Send a sign-in link">
      <InputField
        id="login-email"
        label="Email address"
        error={props.error}
        input={{
          name: 'email',
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          required: true,
          value: email,
          onChange: (e) => setEmail(e.target.value),
          disabled: !hydrated,
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={props.busy || !hydrated}>
        {props.busy ? 'Sending...' : 'Send Login Link'}
      </button>
    </form>
  );
}
