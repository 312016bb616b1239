/**
 * What the server's page renderer (the client's entry-server, built by Vite) needs and answers.
 * The page's queries run their usual API calls, answered by the server in-process, so the first
 * HTML and the API agree and no markup or data loading is written twice.
 */
export interface SsrDataSource {
  /**
   * Answers a GET of the site's API (`/cms-admin/api/...`) as the API would: without the visitor's
   * cookies, but for the calls of VISITOR_SSR_APIS, answered in the visitor's own session.
   */
  get(url: string): Promise<{ status: number; body: string; contentType: string }>;
}

/**
 * The API calls a server render may make as the visitor (their session cookie passed on): the web
 * report, so a phone gets the report in its first HTML. Such a page is sent `private, no-store`.
 */
export const VISITOR_SSR_APIS = ['/cms-admin/api/web_report.php'] as const;

/** Whether `url` is one of VISITOR_SSR_APIS (its path, whatever its query). */
export const isVisitorSsrApi = (url: string) =>
  (VISITOR_SSR_APIS as readonly string[]).includes(url.split('?', 1)[0] ?? '');

export interface SsrRequest {
  /** The request's path and query. */
  url: string;
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph addresses. */
  publicUrl: string;
  /** The settings the shell inlines as #site-config (business name, phone, time zone, ...). */
  config: Record<string, unknown>;
  data: SsrDataSource;
  /** Told of an error inside a part of the page (that part is then rendered in the browser). */
  onError?: (error: unknown) => void;
}

export interface SsrPage {
  status: 200 | 404;
  /** <title>, meta description, canonical, Open Graph and (home) JSON-LD. */
  head: string;
  /** The markup for #root. */
  html: string;
  /** The dehydrated query cache, as JSON with "<" escaped. */
  state: string;
  /** The page's own code, by the client build manifest's names: the head preloads it. */
  modules: string[];
  /** Rendered with the visitor's own data (VISITOR_SSR_APIS): never stored by a shared cache. */
  private?: boolean;
}

export interface SsrModule {
  /** The rendered page, or undefined for a page shown only in the browser (cart, checkout, admin). */
  render(request: SsrRequest): Promise<SsrPage | undefined>;
}

// The description a page without its own falls back on (also the shell's, and the 404 page's).
export const DEFAULT_DESCRIPTION =
  'Home inspections, radon testing and pest inspections in Pennsylvania, Ohio and West Virginia. Book your inspection online.';

export const AREA_SERVED = ['Pennsylvania', 'Ohio', 'West Virginia'] as const;
