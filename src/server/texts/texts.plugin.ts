import type { FastifyInstance } from 'fastify';
import { sandboxInProductionCheck } from '../plugins/sandbox-in-production';
import { startIntervalJob } from '../plugins/interval-job';
import { type SmsProvider, sandboxProvider, twilioProvider } from './sms-provider';
import { deliverDueTexts } from './texts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The text message provider (Twilio, or the built-in sandbox). */
    sms: SmsProvider;
  }
}

export const SMS_SANDBOX_IN_PRODUCTION_REFUSED =
  'SMS_PROVIDER is sandbox (the built-in texts sandbox: no text is ever sent) with NODE_ENV=production. Set SMS_PROVIDER=twilio with the TWILIO_* settings, or, for a demonstration site only, ALLOW_SMS_SANDBOX_IN_PRODUCTION=true.';
export const SMS_SANDBOX_IN_PRODUCTION_WARNING =
  'TEXT MESSAGE PROVIDER IS THE SANDBOX IN PRODUCTION (ALLOW_SMS_SANDBOX_IN_PRODUCTION=true): no text is sent. Use SMS_PROVIDER=twilio for a live site.';

/** A live site on the texts sandbox would seem to text customers and send nothing. */
export const checkSmsSandboxInProduction = sandboxInProductionCheck(
  'SMS_PROVIDER',
  'ALLOW_SMS_SANDBOX_IN_PRODUCTION',
  { refused: SMS_SANDBOX_IN_PRODUCTION_REFUSED, warning: SMS_SANDBOX_IN_PRODUCTION_WARNING },
);

/** Text messages: the provider, and the worker that sends queued texts (on the outbox's beat). */
export function registerTexts(app: FastifyInstance): void {
  checkSmsSandboxInProduction(app.env, app.log);
  app.decorate(
    'sms',
    app.env.SMS_PROVIDER === 'twilio' ? twilioProvider(app.env) : sandboxProvider(app.secret),
  );
  startIntervalJob(app, app.env.OUTBOX_POLL_MS, 'texts failed', async () => {
    await deliverDueTexts(app.db, app.sms, new Date());
  });
}
