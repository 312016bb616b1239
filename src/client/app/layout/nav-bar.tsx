import { type ReactNode, useState } from 'react';
import { NavLink } from '../../lib/router';
import { isAdministrator, useSession } from '../../features/auth/api/use-session';
import { INSPECTOR_ROLE } from '../../../shared/auth/roles';
import { AboutDropdown } from './about-dropdown';

/** One link of the bar (NavLink marks the current page). */
function NavItem(props: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <li className="nav-item">
      <NavLink {...props} className="nav-link" />
    </li>
  );
}

/** The site's navigation bar; collapses behind a menu button on small screens. */
export function NavBar() {
  const { user } = useSession();
  const [expanded, setExpanded] = useState(false);
  return (
    <nav className="navbar navbar-expand-lg navbar-dark bg-primary site-nav" aria-label="Main">
      <div className="container">
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="main-nav"
          className={`collapse navbar-collapse${expanded ? ' show' : ''}`}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setExpanded(false);
          }}
        >
          <ul className="navbar-nav me-auto">
            <NavItem to="/" end>
              Home
            </NavItem>
            <AboutDropdown />
            <NavItem to="/contact">Contact Us</NavItem>
            <NavItem to="/schedule">Book Your Inspection Online</NavItem>
            {user?.roles?.includes(INSPECTOR_ROLE) && (
              <NavItem to="/inspector">My schedule</NavItem>
            )}
            {isAdministrator(user) && <NavItem to="/admin">Admin</NavItem>}
          </ul>
        </div>
      </div>
    </nav>
  );
}
