import type { FastifyInstance, FastifyReply } from 'fastify';

// The last page shell each app rendered with its site settings: it needs nothing else, so it can
// still be served while the database is out of reach (the page's API calls then get 503s).
const lastShell = new WeakMap<FastifyInstance, string>();

/** Remembers a shell rendered from fresh settings (replacing the one before). */
export function rememberShell(app: FastifyInstance, html: string): void {
  lastShell.set(app, html);
}

/** A plain page of its own (no shell, no script): what a customer sees when a page fails. */
export function plainPage(title: string, text: string, reference: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${text}</p>
<p>If you call us about it, please give the reference ${reference}.</p>
</body>
</html>
`;
}

/** A page while the database is down: the last good shell, or a plain "temporarily unavailable". */
export function sendPageWithoutDatabase(app: FastifyInstance, reply: FastifyReply) {
  const shell = lastShell.get(app);
  if (shell)
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  return reply
    .status(503)
    .header('retry-after', '30')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      plainPage(
        'Temporarily unavailable',
        'The site cannot reach its data just now. Please try again in a few minutes.',
        reply.request.id,
      ),
    );
}
