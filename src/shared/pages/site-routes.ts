/**
 * The public pages whose text is a content page (docs/site.md): path → content slug. The client
 * routes and the server's sitemap both read it, so a page added here is routed and listed alike.
 */
export interface ContentRoute {
  path: string;
  slug: string;
  /** Shown beside the upcoming-slots box. */
  sidebar: boolean;
  /** In the sitemap (the thank-you page after a booking is not a landing page). */
  listed: boolean;
}

const route = (path: string, slug: string, sidebar: boolean, listed = true): ContentRoute => ({
  path,
  slug,
  sidebar,
  listed,
});

export const HOME_SLUG = 'home';
/** The home page's credentials and service area: content pages with fixed slugs (decision 015). */
export const HOME_CREDENTIALS_SLUG = 'home-credentials';
export const HOME_SERVICE_AREA_SLUG = 'home-service-area';

export const CONTENT_ROUTES: readonly ContentRoute[] = [
  route('/about', 'about', true),
  route('/fees', 'fees', true),
  route('/inspection-specifications', 'specifications', true),
  route('/property-inspection-overview', 'property-inspection-overview', true),
  route('/radon-test', 'radon-test-overview', true),
  route('/certifications-policies-links', 'policies', true),
  route('/about/inspectors', 'inspectors', true),
  route('/contact', 'contact', false),
  route('/schedule', 'before', false),
  route('/finished-living-space', 'living-area', false),
  route('/thank-you', 'thank-you', false, false),
];

/** Public pages that are not content pages, for the sitemap. */
export const OTHER_LISTED_PATHS: readonly string[] = ['/availability', '/home-inspection'];

/** Where the site shows a content page (undefined: the API alone reaches it). */
export function publicPathOf(slug: string): string | undefined {
  if ([HOME_SLUG, HOME_CREDENTIALS_SLUG, HOME_SERVICE_AREA_SLUG].includes(slug)) return '/';
  return CONTENT_ROUTES.find((r) => r.slug === slug)?.path;
}
