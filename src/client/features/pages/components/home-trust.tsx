import {
  HOME_CREDENTIALS_SLUG,
  HOME_SERVICE_AREA_SLUG,
} from '../../../../shared/pages/site-routes';
import { usePage } from '../api/use-page';

// Content pages with fixed slugs, edited under Admin → Content (seeded with the demo site).

/** One administrator-edited block of the home page: its title as a heading, then its HTML. */
function TrustBlock({ slug, headingId }: { slug: string; headingId: string }) {
  const { data: page } = usePage(slug);
  // Deleted or not loaded: the home page simply goes without this block.
  if (!page) return null;
  return (
    <section aria-labelledby={headingId} className="col-md-6 home-section">
      <h2 id={headingId}>{page.title}</h2>
      {/* Sanitised on the server with an allow-list, on save and on render (docs/security.md). */}
      <div className="home-trust-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </section>
  );
}

/** Credentials and service area, side by side on a wide screen. */
export function HomeTrust() {
  return (
    <div className="row g-4">
      <TrustBlock slug={HOME_CREDENTIALS_SLUG} headingId="home-credentials" />
      <TrustBlock slug={HOME_SERVICE_AREA_SLUG} headingId="home-service-area" />
    </div>
  );
}
