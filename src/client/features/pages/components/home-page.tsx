import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { ContentPage } from './content-page';

/** The home page: banner image plus the content page with slug home. */
export function HomePage() {
  return (
    <>
      <section className="hero mb-4" aria-label="Welcome">
        <div className="hero-text">
          <p className="hero-title">{siteConfig().businessName}</p>
          <p className="hero-sub">
            Thorough, unbiased home inspections across Pennsylvania, Ohio and West Virginia.
          </p>
          <Link to="/schedule" className="btn btn-warning btn-lg">
            Book Your Inspection Online
          </Link>
        </div>
      </section>
      <ContentPage slug="home" />
    </>
  );
}
