import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { logout } from '../api/auth-api';
import { useClearSession, useSession } from '../api/use-session';
import { useAgentStatus } from '../../agent-portal/api/agent-portal-api';

const ACCOUNT_LINKS = [
  ['/user/inspections', 'My inspections'],
  ['/user/profile', 'Profile'],
  ['/user/reports', 'Reports'],
  ['/user/payments', 'Payments'],
] as const;

/** /user/home: the name, the account's pages and Logout (reached only signed in: RequireUser). */
export function UserHomePage() {
  const { user } = useSession();
  const agentStatus = useAgentStatus();
  const clearSession = useClearSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const loggedOut = useRef(false);
  // The user is forgotten only once this page has left the screen: the access rule would
  // otherwise win the race with the navigation to / and send us to the login page.
  useEffect(
    () => () => {
      if (loggedOut.current) clearSession();
    },
    [clearSession],
  );
  if (!user) return null;

  const signOut = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // A failed logout is only a console message, and the user stays signed in.
      console.error('Logout failed', error);
      setBusy(false);
      return;
    }
    loggedOut.current = true;
    await navigate('/');
  };

  // An agent (their e-mail names one) gets their portal too.
  const links = agentStatus.data?.agent
    ? [...ACCOUNT_LINKS, ['/agent', 'Agent portal'] as const]
    : ACCOUNT_LINKS;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <section className="user-home" aria-labelledby="user-home-heading">
      <h1 id="user-home-heading" className="mb-1">
        {name}
      </h1>
      {user.email && <p className="text-muted mb-4">Signed in as {user.email}</p>}
      <nav aria-label="Your account" className="user-home-links mb-4" style={{ maxWidth: '24rem' }}>
        <ul className="list-group">
          {links.map(([to, label]) => (
            <li key={to} className="list-group-item p-0">
              <Link to={to} className="d-block px-3 py-2 text-decoration-none">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void signOut()}
        disabled={busy}
      >
        Logout
      </button>
    </section>
  );
}
