import type { FastifyInstance } from 'fastify';
import { listPages } from '../pages/content.service';
import { robotsTxt, sitemapXml } from './sitemap';

/** /robots.txt and /sitemap.xml for search engines (real files, not the page shell). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.env.PUBLIC_URL)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const edits = new Map((await listPages(app.db)).map((p) => [p.slug, p.updatedAt]));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(app.env.PUBLIC_URL, edits));
  });
}
