import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/html';
import {
  DEFAULT_DESCRIPTION,
  isVisitorSsrApi,
  type SsrDataSource,
  type SsrModule,
  type SsrPage,
} from '../../shared/ssr/render-contract';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { MANIFEST_PATH, pageCodeLinks } from './page-code';
import { sendPageHtml } from './page-compression';
import { publicCacheFor } from '../cache/cache.service';
import { pageCopiesFor, type RenderedPage } from '../cache/page-copies';
import { rememberShell } from '../health/page-without-database';
import { hostedFormConfig } from '../payments/gateway/gateway-config';
import { zoneSpansNow } from '../../shared/zone-spans';
import { seoRoutes } from '../seo/seo.routes';
import { getCancellationPolicy } from '../settings/cancellation-policy.service';
import { getBookingRules } from '../settings/booking-rules.service';
import { getSiteSettings } from '../settings/settings.service';

const API_PREFIXES = ['/cms-admin', '/sandbox'];

/** A request for a file (a built asset, or a name with an extension): never the HTML shell. */
function isFilePath(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot >= 0 && dot < name.length - 1;
}

/** Whether a request is for a page of the site (answered with the shell), not the API or a file. */
export function isPageRequest(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !API_PREFIXES.some((p) => path.startsWith(p)) &&
    !isFilePath(path)
  );
}

/** The server renderer Vite builds beside the client (`ssr/entry-server.js`), when built. */
async function loadRenderer(entry: string): Promise<SsrModule | undefined> {
  if (!existsSync(entry)) return undefined;
  return (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as SsrModule;
}

/**
 * Serves the built client: hashed assets with long-lived caching, other public files briefly
 * cached, and for every other GET the page rendered on the server (the same React components, with
 * their data) in index.html with the site settings inlined; pages shown only in the browser get
 * the bare shell. A path that is no page answers 404 with the not-found page; a missing file is a
 * plain 404, so a stale or guessed asset name (a source map) never gets a page instead.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const renderer = template
    ? await loadRenderer(join(clientDir, '..', 'ssr', 'entry-server.js'))
    : undefined;
  const codeLinks = pageCodeLinks(clientDir);

  await app.register(seoRoutes);
  if (template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The templated index.html comes from the not-found handler below, never raw; source maps
      // (should a build leave any) would publish the whole source, so they are never served, nor
      // is the build's manifest (the server's list of source files).
      allowedPath: (path) =>
        path !== '/index.html' && !path.endsWith('.map') && path !== `/${MANIFEST_PATH}`,
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${sep}assets${sep}`);
        // Icons and the banner keep their names: cached a day, then revalidated by ETag.
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p));
    if (!wantsPage) return reply.status(404).send({ error: 'Not found.' });
    if (isFilePath(path))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    if (!template) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build`.');
    }
    return sendPage(app, request, reply, template, renderer, codeLinks);
  });
}

const API_BASE = '/cms-admin/api/';

/**
 * The renderer's data: GETs of the public API answered in-process, so the page gets exactly what
 * the browser would (same services, same JSON), without the visitor's cookies; only the few calls
 * of VISITOR_SSR_APIS are made in the visitor's session (their cookie, nothing else, passed on).
 */
function dataSource(
  app: FastifyInstance,
  request: FastifyRequest,
  asVisitor: () => void,
): SsrDataSource {
  return {
    async get(url) {
      if (!url.startsWith(API_BASE)) throw new Error(`Not an API address: ${url}`);
      const visitor = isVisitorSsrApi(url);
      // A page read in the visitor's session is theirs: never kept for others.
      if (visitor) asVisitor();
      const cookie = visitor ? request.headers.cookie : undefined;
      // An error answer (a database outage: 503) leaves that part loading, for the browser to retry.
      const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      return {
        status: res.statusCode,
        body: res.body,
        contentType: String(res.headers['content-type'] ?? 'application/json'),
      };
    },
  };
}

async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  renderer: SsrModule | undefined,
  codeLinks: (modules: string[]) => string,
) {
  // A page the same for every visitor is rendered once per change of what it shows (decision 075).
  const copies = pageCopiesFor(publicCacheFor(app.db));
  const page = await copies.page(request.url, () =>
    renderPage(app, request, template, renderer, codeLinks),
  );
  reply
    .status(page.status)
    .header('cache-control', page.cacheControl)
    .type('text/html; charset=utf-8');
  return sendPageHtml(request, reply, page.html, page.encoded);
}

async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  renderer: SsrModule | undefined,
  codeLinks: (modules: string[]) => string,
): Promise<RenderedPage> {
  const [settings, cancellationPolicy, rules] = await Promise.all([
    getSiteSettings(app.db, app.env),
    getCancellationPolicy(app.db),
    getBookingRules(app.db),
  ]);
  // The hosted card form's keys are public by design (the API login id and the client key).
  const config = {
    ...settings,
    paymentProvider: app.env.PAYMENT_PROVIDER,
    hostedForm: hostedFormConfig(app.env, app.secret),
    cancellationPolicy,
    fullDayHours: rules.fullDayHours,
    // The browser writes the page's dates with these, without Intl (decision 093).
    zoneSpans: zoneSpansNow(settings.timeZone),
  };
  const shellHead = `<title>${escapeHtml(settings.businessName)}</title>\n    <meta name="description" content="${escapeHtml(DEFAULT_DESCRIPTION)}" />`;
  const shell = fill(template, config, { head: shellHead });
  // Kept for when the database is down (an error there is answered by the error handler).
  rememberShell(app, shell);

  // Kept for every visitor only when complete and made without the visitor's session.
  let keep = renderer !== undefined;
  let page: SsrPage | undefined;
  if (renderer) {
    try {
      page = await renderer.render({
        url: request.url,
        publicUrl: app.env.PUBLIC_URL,
        config,
        data: dataSource(app, request, () => (keep = false)),
        onError: (error) => {
          keep = false;
          request.log.error({ err: error }, 'a part of the page failed to render');
        },
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      keep = false;
      // A rendering fault still leaves a working page: the browser renders it from the shell.
      request.log.error({ err: error }, 'server rendering failed; sending the shell');
    }
  }
  const status = page?.status ?? 200;
  return {
    status,
    cacheControl: page?.private ? 'private, no-store' : 'no-cache',
    html: page ? fill(template, config, { ...page, code: codeLinks(page.modules) }) : shell,
    keep: keep && status === 200 && !page?.private,
  };
}

/**
 * index.html with the settings, the head tags and (when rendered) the page, its data and its own
 * code's preloads, last in the head: the main script and the stylesheet come first.
 */
function fill(
  template: string,
  config: object,
  page: { head: string; html?: string; state?: string; code?: string },
): string {
  // JSON in non-executable script elements; "<" escaped so content cannot close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  let scripts = `<script id="site-config" type="application/json">${json}</script>`;
  if (page.state)
    scripts += `\n    <script id="query-state" type="application/json">${page.state}</script>`;
  // Function replacers: a string replacement would expand `$&`, `$'`… found in the content.
  return template
    .replace('<!--site-config-->', () => scripts)
    .replace(/<title>.*<\/title>/, () => page.head)
    .replace('</head>', () => (page.code ? `  ${page.code}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root">${page.html ?? ''}</div>`);
}
