import { escapeHtml } from '../../shared/html';
import { parseOpeningHours } from '../../shared/opening-hours';
import { AREA_SERVED, DEFAULT_DESCRIPTION } from '../../shared/ssr/render-contract';
import { siteConfig } from '../lib/site-config';
import { documentTitle, type PageMeta } from './page-meta';

/** The structured data search engines read for the business (home page only). */
export function businessJsonLd(url: string): Record<string, unknown> {
  const { businessName, phone, email, socialUrl, openingHours } = siteConfig();
  const hours = parseOpeningHours(openingHours ?? '');
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: businessName,
    url,
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(socialUrl ? { sameAs: [socialUrl] } : {}),
    areaServed: AREA_SERVED.map((name) => ({ '@type': 'State', name })),
    ...(hours?.length ? { openingHours: hours } : {}),
  };
}

/** The page's <head> tags: title, description, canonical address, Open Graph, JSON-LD. */
export function headTags(opts: { meta?: PageMeta; canonical?: string; home: boolean }): string {
  const meta = opts.meta ?? { title: '' };
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description ?? DEFAULT_DESCRIPTION);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig().businessName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ];
  if (opts.canonical) {
    const href = escapeHtml(opts.canonical);
    tags.push(
      `<link rel="canonical" href="${href}" />`,
      `<meta property="og:url" content="${href}" />`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  if (opts.home && opts.canonical) {
    // JSON in a non-executable script element; "<" escaped so no text can close the element.
    const json = JSON.stringify(businessJsonLd(opts.canonical)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
