import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options for this site: CSP everywhere (docs/security.md), HSTS only over https. */
export function securityHeaderOptions(
  publicUrl: string,
  extraScriptSrc: string[],
  inspectorPages = false,
): HelmetOptions {
  // WebAssembly (never eval) and a blob: worker only on the inspector's pages, whose report editor
  // decodes HEIC photos so; every other page keeps the stricter policy.
  const wasm = inspectorPages ? ["'wasm-unsafe-eval'"] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...wasm, ...extraScriptSrc],
        ...(inspectorPages ? { workerSrc: ["'self'", 'blob:'] } : {}),
        // React style props and the calendar's injected <style> need inline styles; no inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...extraScriptSrc],
        frameSrc: ["'self'", ...extraScriptSrc],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation headers would break the hosted payment form.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  };
}

/**
 * The headers helmet sets for these options, captured once: the directives are fixed strings
 * (no per-request functions or nonces), so every answer gets the same set.
 */
export function securityHeaderSet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of a JSON answer (decision 091). It is data for our own pages' fetches, never a
 * document that loads anything, so the document-only headers (opener and origin-agent isolation,
 * DNS prefetch, the legacy IE and Flash ones, and a page's whole CSP) say nothing for it; what
 * does is kept: no sniffing, no cross-site reads, and a CSP that lets it load or frame nothing if
 * it is opened as a page. Less to send on the hottest answers.
 */
export function jsonHeaderSet(publicUrl: string): Record<string, string> {
  const full = securityHeaderSet({
    ...securityHeaderOptions(publicUrl, []),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  const kept = [
    'content-security-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'x-content-type-options',
    'strict-transport-security',
  ];
  return Object.fromEntries(Object.entries(full).filter(([name]) => kept.includes(name)));
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

// Helmet's Fastify plugin rebuilt its whole middleware (parsing the CSP) on every request; the
// header set is built once here. Frames only for our own admin pages (they override
// frame-ancestors); the payment script host is added by the payments module when in use.
// Returns the JSON answers' set, for the kept answers written without Fastify's reply
// (cache/kept-answers.ts), which are all JSON.
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSrc: string[] = [],
): Promise<Record<string, string>> {
  const headers = securityHeaderSet(securityHeaderOptions(app.env.PUBLIC_URL, extraScriptSrc));
  const inspector = securityHeaderSet(
    securityHeaderOptions(app.env.PUBLIC_URL, extraScriptSrc, true),
  );
  const json = jsonHeaderSet(app.env.PUBLIC_URL);
  const names = Object.keys(headers);
  const dropped = names.filter((name) => !(name in json));
  // Only what differs from the page's set is written again: a value a route set itself (a
  // secret link's referrer policy) stays.
  const jsonOwn = Object.entries(json).filter(([name, value]) => headers[name] !== value);
  // Sync hook: no promise per request. Set on the reply so later hooks may still override them.
  // The whole /inspector area shares one policy: the editor opens from /inspector without a reload.
  app.addHook('onRequest', (request, reply, done) => {
    const set = /^\/inspector(?:[/?]|$)/.test(request.url.slice(0, 11)) ? inspector : headers;
    for (const name of names) reply.header(name, set[name]);
    done();
  });
  // The answer's type is known only once it is sent: a JSON one (an API answer or error) trades
  // the page's set for its own; a PDF, a photo, a calendar or a page keeps the page's.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) {
      for (const name of dropped) reply.removeHeader(name);
      for (const [name, value] of jsonOwn) reply.header(name, value);
    }
    done(null, payload);
  });
  return json;
}
