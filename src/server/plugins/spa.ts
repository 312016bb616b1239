import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../shared/html';
import { getSiteSettings } from '../settings/settings.service';
import { hostedFormConfig } from '../payments/gateway/gateway-config';
import { rememberShell } from '../health/page-without-database';

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

/**
 * Serves the built SPA: hashed assets with long-lived caching, other public files briefly cached,
 * and index.html (with the site settings the client needs inlined as JSON) for every other GET —
 * the history fallback that lets React Router own the site's routes. A missing file is a plain
 * 404, so a stale or guessed asset name (a source map) never gets the page instead.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;

  if (template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The templated index.html comes from the not-found handler below, never raw; source maps
      // (should a build leave any) would publish the whole source, so they are never served.
      allowedPath: (path) => path !== '/index.html' && !path.endsWith('.map'),
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${sep}assets${sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
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
    return sendIndex(app, reply, template);
  });
}

async function sendIndex(app: FastifyInstance, reply: FastifyReply, template: string) {
  const settings = await getSiteSettings(app.db, app.env);
  // JSON in a non-executable script element; "<" escaped so content cannot close the element.
  // The hosted card form's keys are public by design (the API login id and the client key).
  const config = JSON.stringify({
    ...settings,
    paymentProvider: app.env.PAYMENT_PROVIDER,
    hostedForm: hostedFormConfig(app.env, app.secret),
  }).replace(/</g, '\\u003c');
  // Function replacers: a string replacement would expand `$&`, `$'`… found in the settings.
  const html = template
    .replace(
      '<!--site-config-->',
      () => `<script id="site-config" type="application/json">${config}</script>`,
    )
    .replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(settings.businessName)}</title>`);
  // Kept for when the database is down (an error there is answered by the error handler).
  rememberShell(app, html);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
