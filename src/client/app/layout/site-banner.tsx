import { Link } from '../../lib/router';
import { useSession } from '../../features/auth/api/use-session';
import { PhoneLink } from '../../components/phone-link';
import { SocialLink } from '../../components/social-link';
import { siteConfig } from '../../lib/site-config';

/** The banner: name, phone, Login or My inspections and the user's first name, Cart, Facebook. */
export function SiteBanner() {
  const { user } = useSession();
  const { businessName, socialUrl, phone } = siteConfig();
  return (
    <div className="site-banner">
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
        <Link to="/" className="site-name text-decoration-none">
          <img src="/favicon.svg" alt="" width="36" height="36" className="me-2" />
          {businessName}
        </Link>
        <div className="d-flex flex-wrap align-items-center gap-3 banner-links">
          {/* On every screen: a buyer on a phone taps it to call. Signed in, a phone shows "Call"
              for the number, so that the account's links and Cart keep to the one line. */}
          <PhoneLink
            phone={phone}
            className={user ? 'banner-phone banner-phone-short' : 'banner-phone'}
          >
            <span aria-hidden="true">☎ </span>
            {user && <span className="banner-phone-call">Call </span>}
            <span className="banner-phone-number">{phone}</span>
          </PhoneLink>
          {user ? (
            <>
              <Link to="/user/inspections">My inspections</Link>
              <Link to="/user/home" data-testid="banner-user">
                {user.first_name || 'Account'}
              </Link>
            </>
          ) : (
            <Link to="/user/login">Login</Link>
          )}
          <Link to="/cart">Cart</Link>
          {/* On a phone it is in the footer: the banner's line is for booking and the account. */}
          <SocialLink url={socialUrl} className="d-none d-sm-inline" />
        </div>
      </div>
    </div>
  );
}
