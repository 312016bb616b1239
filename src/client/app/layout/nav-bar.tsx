import { useState } from 'react';
import { NavLink } from '../../lib/router';
import { isAdministrator, useSession } from '../../features/auth/api/use-session';
import { INSPECTOR_ROLE } from '../../../shared/auth/roles';
import { AboutDropdown } from './about-dropdown';

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
            <li className="nav-item">
              <NavLink to="/" end className="nav-link">
                Home
              </NavLink>
            </li>
            <AboutDropdown />
            <li className="nav-item">
              <NavLink to="/contact" className="nav-link">
                Contact Us
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to="/schedule" className="nav-link">
                Book Your Inspection Online
              </NavLink>
            </li>
            {user?.roles?.includes(INSPECTOR_ROLE) && (
              <li className="nav-item">
                <NavLink to="/inspector" className="nav-link">
                  My schedule
                </NavLink>
              </li>
            )}
            {isAdministrator(user) && (
              <li className="nav-item">
                <NavLink to="/admin" className="nav-link">
                  Admin
                </NavLink>
              </li>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
