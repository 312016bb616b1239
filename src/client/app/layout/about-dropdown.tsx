import { useRef } from 'react';
import { NavLink } from '../../lib/router';
import { useDisclosure } from '../../lib/use-disclosure';

export const ABOUT_LINKS = [
  { to: '/about/inspectors', label: 'Meet Our Inspectors' },
  { to: '/fees', label: 'Inspection Fees' },
  { to: '/inspection-specifications', label: 'Inspection Specifications' },
  { to: '/property-inspection-overview', label: 'Property Overview' },
  { to: '/radon-test', label: 'Radon Test Overview' },
  { to: '/certifications-policies-links', label: 'Policies & Certifications' },
] as const;

/**
 * The About Us & Our Services dropdown opens on hover; for keyboard and touch users it
 * also opens on focus and from its toggle button, and Escape closes it.
 */
export function AboutDropdown() {
  const { open, setOpen, panelId, toggleProps } = useDisclosure();
  const ref = useRef<HTMLLIElement>(null);

  return (
    <li
      ref={ref}
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false);
          ref.current?.querySelector<HTMLElement>('.dropdown-toggle-btn')?.focus();
        }
      }}
    >
      <div className="d-flex align-items-center">
        <NavLink to="/about" end className="nav-link">
          About Us &amp; Our Services
        </NavLink>
        <button
          {...toggleProps}
          className="btn btn-link nav-link dropdown-toggle dropdown-toggle-btn px-1"
          aria-label="About Us & Our Services menu"
        />
      </div>
      <ul id={panelId} className={`dropdown-menu${open ? ' show' : ''}`}>
        {ABOUT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="dropdown-item">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
