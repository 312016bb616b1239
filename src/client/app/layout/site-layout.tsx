import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { NavBar } from './nav-bar';
import { SiteBanner } from './site-banner';
import { SiteFooter } from './site-footer';

/**
 * The page layout: the admin area has no container padding; every other page sits in one. A page
 * drawn only in the browser (from the bare shell) holds a screen's height from the start, so the
 * footer is never on screen while it loads and never jumps down.
 */
export function SiteLayout(props: { browserOnly?: boolean; children: ReactNode }) {
  const { browserOnly, children } = props;
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <header>
        <SiteBanner />
        <NavBar />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={
          isAdmin
            ? 'flex-grow-1 admin-main'
            : `container flex-grow-1 py-4${browserOnly ? ' main-reserved' : ''}`
        }
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
