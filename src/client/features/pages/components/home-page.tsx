import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { describeHtml } from '../../../../shared/pages/page-description';
import { HOME_SLUG } from '../../../../shared/pages/site-routes';
import { SIDEBAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { formatDate, formatTime } from '../../../../shared/time';
import { usePageMeta } from '../../../app/page-meta';
import { PhoneLink } from '../../../components/phone-link';
import { siteConfig } from '../../../lib/site-config';
import { ReviewsSection } from '../../reviews/components/reviews-section';
import { useFutureSlots } from '../../slots/api/use-slots';
import { NextDates } from '../../slots/components/next-dates';
import { usePage } from '../api/use-page';
import { HomeServices } from './home-services';
import { HomeTrust } from './home-trust';

/** The first screen: what we do, the next open date, Book and Call. */
function Hero({ title }: { title: string }) {
  const { phone, timeZone } = siteConfig();
  const next = useFutureSlots(SIDEBAR_SLOT_LIMIT).data?.[0];
  return (
    <section className="hero mb-4" aria-labelledby="home-title">
      <div className="hero-text">
        <h1 id="home-title" className="hero-title">
          {title}
        </h1>
        <p className="hero-sub">
          Thorough, unbiased home inspections across Pennsylvania, Ohio and West Virginia. Written
          report with photos within 24 hours.
        </p>
        {next && (
          <p className="hero-next">
            Next open date:{' '}
            <strong>
              {formatDate(next.start, timeZone)} at {formatTime(next.start, timeZone)}
            </strong>
          </p>
        )}
        <div className="hero-actions">
          <Link to="/home-inspection" className="btn btn-warning btn-lg">
            Book an inspection
          </Link>
          <PhoneLink phone={phone} className="btn btn-lg btn-hero-call">
            Call {phone}
          </PhoneLink>
        </div>
      </div>
    </section>
  );
}

/**
 * The home page: Book and Call first, then the next open dates, services with live prices,
 * credentials and service area, reviews, and the content page `home`. Pure render of query data.
 */
export function HomePage() {
  const { data: page, error } = usePage(HOME_SLUG);

  useEffect(() => {
    // Page load errors are only logged: the rest of the home page still works.
    if (error) console.warn('Could not load the home page content', error);
  }, [error]);

  usePageMeta(
    page ? { title: page.title, description: describeHtml(page.content), exact: true } : undefined,
  );

  return (
    <>
      <Hero title={page?.title ?? siteConfig().businessName} />
      <div className="row g-4">
        <div className="col-lg-5">
          <NextDates />
        </div>
        <div className="col-lg-7">
          <HomeServices />
        </div>
      </div>
      <HomeTrust />
      <ReviewsSection />
      {page && (
        <section aria-label="About our inspections" className="home-section">
          {/* Sanitised on the server with an allow-list, on save and on render (docs/security.md). */}
          <div className="page-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        </section>
      )}
    </>
  );
}
