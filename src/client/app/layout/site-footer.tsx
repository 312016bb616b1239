import { Link, useLocation } from '../../lib/router';
import { PhoneLink } from '../../components/phone-link';
import { SocialLink } from '../../components/social-link';
import { siteConfig } from '../../lib/site-config';

const ABOUT_PATHS = [
  '/about',
  '/fees',
  '/inspection-specifications',
  '/property-inspection-overview',
  '/radon-test',
  '/certifications-policies-links',
  '/finished-living-space',
];
const BOOKING_PATHS = [
  '/schedule',
  '/availability',
  '/home-inspection',
  '/cart',
  '/checkout',
  '/thank-you',
];
const under = (paths: string[]) => (path: string) =>
  paths.some((p) => path === p || path.startsWith(`${p}/`));

// Each footer item stands for a section of the site, so the pages under it highlight it too.
const FOOTER_LINKS = [
  { to: '/', label: 'Home', current: (path: string) => path === '/' },
  { to: '/about', label: 'About & Services', current: under(ABOUT_PATHS) },
  { to: '/contact', label: 'Contact', current: under(['/contact']) },
  { to: '/schedule', label: 'Schedule Inspection', current: under(BOOKING_PATHS) },
];

/** The footer; the current page's link is highlighted (and marked aria-current). */
export function SiteFooter() {
  const { businessName, phone, email, socialUrl } = siteConfig();
  const { pathname } = useLocation();
  return (
    <footer className="site-footer mt-5">
      <div className="container py-4">
        <nav aria-label="Footer">
          <ul className="nav justify-content-center">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to} className="nav-item">
                <Link
                  to={link.to}
                  className={`nav-link${link.current(pathname) ? ' active' : ''}`}
                  aria-current={
                    pathname === link.to ? 'page' : link.current(pathname) ? 'true' : undefined
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-center small mb-0 mt-2">
          {businessName}
          {phone && (
            <>
              {' '}
              · <PhoneLink phone={phone} />
            </>
          )}
          {email && (
            <>
              {' '}
              · <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
          {socialUrl && (
            <>
              {' '}
              · <SocialLink url={socialUrl} />
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
