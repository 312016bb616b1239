import { useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The page an e-mailed link opens: nothing is spent until the person presses Sign in, so a mail
 * scanner that opens the link leaves it working.
 */
export function LoginLinkStep({ onSignIn }: { onSignIn: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  // The server's button waits for the page to start: a press before would do nothing.
  const hydrated = useHydrated();
  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onSignIn();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div aria-labelledby="login-link-heading" role="group">
      <h2 id="login-link-heading" className="h5">
        Sign in with your e-mailed link
      </h2>
      <p>Press Sign in to finish signing in on this device.</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || !hydrated}
        onClick={() => void signIn()}
      >
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
    </div>
  );
}
