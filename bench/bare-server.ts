// The yardstick for `npm run bench`: a Fastify route with nothing behind it, started with the
// same Node.js, logger level and NODE_ENV as the site, so the ratio shows what the site adds.
import Fastify, { LogController } from 'fastify';

const app = Fastify({
  logger: { level: 'warn' },
  logController: new LogController({ disableRequestLogging: true }),
});
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
