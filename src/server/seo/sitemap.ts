import { escapeHtml } from '../../shared/html';
import { CONTENT_ROUTES, HOME_SLUG, OTHER_LISTED_PATHS } from '../../shared/pages/site-routes';

/** robots.txt: the admin, account and shared-link areas stay out of search; sign-in may be read. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /user/login',
    'Disallow: /user/',
    'Disallow: /admin',
    'Disallow: /cms-admin/',
    // A realtor's link carries its token in the address: never crawled.
    'Disallow: /realtor/',
    // So does the seller's view of a repair request.
    'Disallow: /repair-request/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

/** sitemap.xml: every public page, with its content page's last edit where it has one. */
export function sitemapXml(publicUrl: string, lastEdits: ReadonlyMap<string, string>): string {
  const entries: { path: string; slug?: string }[] = [
    { path: '/', slug: HOME_SLUG },
    ...CONTENT_ROUTES.filter((r) => r.listed).map(({ path, slug }) => ({ path, slug })),
    ...OTHER_LISTED_PATHS.map((path) => ({ path })),
  ];
  const urls = entries.map(({ path, slug }) => {
    const edited = slug ? lastEdits.get(slug) : undefined;
    const lastmod = edited ? `<lastmod>${edited.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(new URL(path, publicUrl).href)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
