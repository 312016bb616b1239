import { NavLink } from 'react-router';
import { siteConfig } from '../../lib/site-config';

const FOOTER_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About & Services', end: true },
  { to: '/contact', label: 'Contact', end: true },
  { to: '/schedule', label: 'Schedule Inspection', end: true },
];

/** SPEC §2 footer; the current page's link is highlighted (and marked aria-current). */
export function SiteFooter() {
  const { businessName, phone, email } = siteConfig();
  return (
    <footer className="site-footer mt-5">
      <div className="container py-4">
        <nav aria-label="Footer">
          <ul className="nav justify-content-center">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to} className="nav-item">
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-center small mb-0 mt-2">
          {businessName}
          {phone && (
            <>
              {' '}
              · <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </>
          )}
          {email && (
            <>
              {' '}
              · <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
