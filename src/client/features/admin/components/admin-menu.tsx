import { Link } from '../../../lib/router';
import { ADMIN_SECTIONS, type AdminSection } from '../admin-sections';

/** The admin menu: a list of links (keyboard and screen-reader friendly), the current one marked. */
export function AdminMenu({ current }: { current: AdminSection }) {
  return (
    <nav aria-label="Admin sections" className="admin-menu">
      <ul className="nav nav-pills">
        {ADMIN_SECTIONS.map((s) => {
          const active = s.key === current.key;
          return (
            <li key={s.key} className="nav-item">
              <Link
                to={`/admin?section=${s.key}`}
                className={`nav-link${active ? ' active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
