// The yardsticks for `npm run bench`: a Fastify route with nothing behind it, started with the
// same Node.js, logger level and NODE_ENV as the site, so the ratio shows what the site adds; and,
// when BARE_ANSWERS names a file of the site's answers, a route per answer that sends the very
// same status, headers and bytes, so the second ratio leaves out what sending them costs.
import { readFileSync } from 'node:fs';
import Fastify, { LogController } from 'fastify';

/** One of the site's answers as the bench recorded it (body in base64: it may be gzip). */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

const app = Fastify({
  logger: { level: 'warn' },
  logController: new LogController({ disableRequestLogging: true }),
});
app.get('/bare', async () => ({ hello: 'world' }));
const recorded = process.env.BARE_ANSWERS
  ? (JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8')) as RecordedAnswer[])
  : [];
recorded.forEach((answer, i) => {
  const body = Buffer.from(answer.body, 'base64');
  app.get(`/same/${i}`, async (_request, reply) =>
    reply.code(answer.status).headers(answer.headers).send(body),
  );
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
