import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logout } from '../api/auth-api';
import { useClearSession, useSession } from '../api/use-session';

/** SPEC §2 User home: the name, three links and Logout (reached only signed in: RequireUser). */
export function UserHomePage() {
  const { user } = useSession();
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
      // SPEC §8: only a console message, and the user stays signed in.
      console.error('Logout failed', error);
      setBusy(false);
      return;
    }
    loggedOut.current = true;
    await navigate('/');
  };

  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <section className="user-home" aria-labelledby="user-home-heading">
      <h1 id="user-home-heading" className="mb-4">
        {name}
      </h1>
      <nav aria-label="Your account">
        <ul className="list-unstyled user-home-links">
          <li>
            <Link to="/user/profile">Profile</Link>
          </li>
          <li>
            <Link to="/user/reports">Reports</Link>
          </li>
          <li>
            <Link to="/user/payments">Payments</Link>
          </li>
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
