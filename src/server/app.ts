import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAdminArea } from './admin/admin.routes';
import {
  type DatabaseHandle,
  databaseLimits,
  type Db,
  type DialectName,
  openDatabase,
} from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import type { Env } from './env';
import { trustProxyOption } from './env-trust-proxy';
import type { Mailer } from './email/email.types';
import { createOutboxWorker } from './email/outbox-worker';
import { agreementsRoutes } from './agreements/agreements.routes';
import { authRoutes } from './auth/auth.routes';
import { ordersRoutes } from './booking/checkout/orders.routes';
import { payOrderRoutes } from './booking/pay-later/pay-order.routes';
import { pagesRoutes } from './pages/pages.routes';
import { registerPayments } from './payments/payments.plugin';
import { paymentsRoutes } from './payments/payments.routes';
import { servicesRoutes } from './services/services.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { sessionRoutes } from './auth/session.routes';
import { reportsRoutes } from './reports/reports.routes';
import { reportUploadRoutes } from './reports/admin/report-upload.routes';
import { templateImportRoutes } from './reports/templates/admin/template-import.routes';
import { writingRoutes } from './reports/writing/writing.routes';
import { publishedRoutes } from './reports/published/published.routes';
import { repairRequestRoutes } from './reports/repair-requests/repair-requests.routes';
import { reinspectionRoutes } from './reports/reinspections/reinspections.routes';
import { repairRequestPdfRoutes } from './reports/repair-requests/repair-request-pdf.routes';
import { safetyReadsRoutes } from './reports/safety-reads/safety-reads.routes';
import { startSafetyReminderJob } from './reports/safety-reads/safety-reminder.plugin';
import { realtorAccessRoutes } from './realtor-access/realtor-access.routes';
import { portalRoutes } from './portal/portal.routes';
import { registerSecretLinkPages } from './plugins/secret-link-pages';
import { manageLinkPath } from '../shared/portal/manage-link';
import { realtorLinkPath } from '../shared/realtor-access/realtor-access';
import { sellerLinkPath } from '../shared/reports/repair-requests';
import { orderChangesRoutes } from './portal/order-changes.routes';
import { inspectorFeedRoutes } from './inspector-portal/inspector-feed.routes';
import { inspectorPortalRoutes } from './inspector-portal/inspector-portal.routes';
import { agentPortalRoutes, agentReportRoutes } from './agent-portal/agent-portal.routes';
import { startReminderJob } from './reminders/reminder-job';
import { startWaitlistJob } from './waitlist/waitlist-job';
import { startProposalJob } from './booking/requests/proposal-job';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import { startRulesJob } from './rules/rules-job';
import { registerTexts } from './texts/texts.plugin';
import { textsRoutes } from './texts/texts.routes';
import { startRateLimitPruneJob } from './rate-limits/rate-limit-prune-job';
import { registerWritesFirst } from './plugins/writes-first';
import { profileRoutes } from './users/profile.routes';
import { discountsRoutes } from './discounts/discounts.routes';
import { resolveSecret } from './settings/settings.service';
import { slotsRoutes } from './slots/slots.routes';
import { serviceAreaRoutes } from './areas/areas.routes';
import { inspectorPhotoRoutes, inspectorsRoutes } from './inspectors/inspectors.routes';
import { inspectorPhotoUploadRoutes } from './inspectors/admin/inspector-photo.routes';
import { ensureAdministrators } from './users/users.service';
import { registerCsrf } from './plugins/csrf';
import { registerRouteAnswers } from './plugins/route-answers';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './metrics/metrics';
import { logSerializers } from './plugins/log-redaction';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerKeptAnswers } from './cache/kept-answers';
import { registerSessions } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { healthRoutes } from './health/health.routes';
import { httpTimeouts } from './health/http-timeouts';
import { applyFriendlyValidationMessages } from './validation-messages';
import { paymentCspHosts } from './payments/gateway/gateway-config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: DialectName;
    env: Env;
    secret: string;
    mailer: Mailer;
    /** Schema changes: a connection without the statement time limit (a migration may wait). */
    withoutQueryLimit: DatabaseHandle['withoutQueryLimit'];
  }
}

export interface AppOptions {
  /** Where the built client lives; defaults to dist/client under the project root. */
  clientDir?: string;
  logger?: boolean;
}

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Builds the whole site as a Fastify instance without listening, so tests can inject requests. */
export async function buildApp(env: Env, options: AppOptions = {}): Promise<FastifyInstance> {
  applyFriendlyValidationMessages();
  const logRequests = env.LOG_REQUESTS ?? env.NODE_ENV !== 'production';
  const timeouts = httpTimeouts(env);
  // Kept copies of hot public reads are answered before Fastify (decision 055), unless every
  // request must pass through it to be logged; set once the routes are registered.
  let answerKept: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: env.LOG_LEVEL, serializers: logSerializers },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Short and random, unlike the default counter: unique across processes and restarts, and
    // shown to a customer on an error ("reference …") to find the log lines of that request.
    genReqId: () => randomUUID().slice(0, 8),
    // A line per request costs more than a cached answer itself: off in production by default.
    logController: new LogController({ disableRequestLogging: !logRequests }),
    ...timeouts,
    serverFactory: (handler) => {
      const server = createServer(timeouts.http, (req, res) => {
        if (answerKept === undefined || !answerKept(req, res)) handler(req, res);
      });
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = openDatabase(env.DATABASE_URL, databaseLimits(env, app.log));
  app.addHook('onClose', () => handle.destroy());
  await handle.withoutQueryLimit(migrateToLatest);
  await seedDatabase(handle.db, env);
  await ensureAdministrators(handle.db, env.ADMIN_EMAIL, new Date().toISOString());

  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('env', env);
  app.decorate('withoutQueryLimit', handle.withoutQueryLimit);
  app.decorate('secret', await resolveSecret(handle.db, env, app.log));
  // The e-mail outbox's worker runs while the app serves; closing waits briefly for a delivery.
  const mailer = createOutboxWorker(handle.db, env, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('preClose', () => mailer.stop());

  registerErrorHandler(app);
  registerWritesFirst(app);
  registerRouteAnswers(app);
  registerMetrics(app, handle.poolStats);
  const securityHeaders = await registerSecurityHeaders(app, paymentCspHosts(env));
  // Before the other hooks: a current copy of a hot public read is sent from here (decision 045).
  registerKeptAnswers(app, securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  // Sessions, then CSRF (it needs the session): before every route, so every route gets both.
  registerSessions(app);
  registerCsrf(app);
  await registerPayments(app);
  registerTexts(app);
  startReminderJob(app);
  startWaitlistJob(app);
  startProposalJob(app);
  startRulesJob(app);
  startSafetyReminderJob(app);
  startRateLimitPruneJob(app);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(pagesRoutes);
      await api.register(slotsRoutes);
      await api.register(inspectorsRoutes);
      await api.register(serviceAreaRoutes);
      await api.register(inspectorPhotoUploadRoutes);
      await api.register(servicesRoutes);
      await api.register(reviewsRoutes);
      await api.register(sessionRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(payOrderRoutes);
      await api.register(authRoutes);
      await api.register(reportsRoutes);
      await api.register(reportUploadRoutes);
      await api.register(templateImportRoutes);
      await api.register(writingRoutes);
      await api.register(publishedRoutes);
      await api.register(repairRequestRoutes);
      await api.register(reinspectionRoutes);
      await api.register(repairRequestPdfRoutes);
      await api.register(safetyReadsRoutes);
      await api.register(agreementsRoutes);
      await api.register(realtorAccessRoutes);
      await api.register(portalRoutes);
      await api.register(orderChangesRoutes);
      await api.register(profileRoutes);
      await api.register(inspectorPortalRoutes);
      await api.register(agentPortalRoutes);
      await api.register(agentReportRoutes);
      await api.register(discountsRoutes);
      await api.register(textsRoutes);
      await api.register(waitlistRoutes);
    },
    { prefix: '/cms-admin/api' },
  );

  registerSecretLinkPages(app, [realtorLinkPath(''), sellerLinkPath(''), manageLinkPath('')]);
  await app.register(healthRoutes);
  await app.register(inspectorPhotoRoutes);
  await app.register(inspectorFeedRoutes);
  await registerAdminArea(app);
  await registerSpa(app, options.clientDir ?? defaultClientDir);
  if (!logRequests) answerKept = app.answerKept;
  return app;
}
