import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { LOGIN_CODE_LENGTH } from '../../../../shared/auth/login';
import { requestLoginLink, signInWithToken, verifyCode } from '../api/auth-api';
import { ensureSessionLoaded, useReloadSession } from '../api/use-session';
import { LoginCodeForm } from './login-code-form';
import { LoginEmailForm } from './login-email-form';
import { LoginLinkStep } from './login-link-step';

/** /user/login: e-mail → link and code; a ?token= in the address offers a Sign in button. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const [params] = useSearchParams();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [linkState, setLinkState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  // Success loads the session and goes to /user/home.
  const finishSignIn = useCallback(async () => {
    await reloadSession();
    await navigate('/user/home', { replace: true });
  }, [navigate, reloadSession]);

  const token = params.get('token');
  const [linkError, setLinkError] = useState<string | null>(null);
  const signInByLink = async (linkToken: string) => {
    setLinkError(null);
    // The session call of the app's start must land first: it sets the XSRF token this post
    // needs, and its cookie would otherwise overwrite the signed-in one this answer sets.
    await ensureSessionLoaded(queryClient);
    const outcome = await signInWithToken(linkToken);
    if (outcome.ok) return finishSignIn();
    setLinkError(outcome.message);
    // The refused token leaves the address bar, so the e-mail form shows instead.
    await navigate('/user/login', { replace: true });
  };

  const sendLink = async (email: string) => {
    setLinkState({ busy: true, error: null });
    setLinkError(null);
    setSentMessage(null);
    await ensureSessionLoaded(queryClient);
    const outcome = await requestLoginLink(email);
    setLinkState({ busy: false, error: outcome.ok ? null : outcome.message });
    if (outcome.ok) setSentMessage(outcome.message);
  };

  return (
    <div className="row justify-content-center">
      <section className="col-md-8 col-lg-6 login-page" aria-labelledby="login-heading">
        <h1 id="login-heading" className="mb-3">
          Login
        </h1>
        {token ? (
          <LoginLinkStep onSignIn={() => signInByLink(token)} />
        ) : (
          <>
            {linkError && (
              <div className="alert alert-danger" role="alert">
                {linkError}
              </div>
            )}
            <p className="text-muted">
              No password needed: enter your e-mail address and we will send you a sign-in link and
              a {LOGIN_CODE_LENGTH}-digit code.
            </p>
            <LoginEmailForm busy={linkState.busy} error={linkState.error} onSubmit={sendLink} />
            {sentMessage && (
              <>
                <div className="alert alert-success mt-3" role="status">
                  {sentMessage}
                </div>
                <LoginCodeForm
                  onVerify={async (code) => {
                    const outcome = await verifyCode(code);
                    if (outcome.ok) await finishSignIn();
                    return outcome;
                  }}
                />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
