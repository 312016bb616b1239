import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// CSP everywhere (docs/security.md); frames only for our own admin pages (they override
// frame-ancestors); the payment script host is added by the payments module when in use.
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSrc: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraScriptSrc],
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
    strictTransportSecurity: app.env.PUBLIC_URL.startsWith('https:'),
  });
}
