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

/** A live site on the texts sandbox would seem to text customers and send nothing. */
export const checkSmsSandboxInProduction = sandboxInProductionCheck({
  provider: 'SMS_PROVIDER',
  allowed: 'ALLOW_SMS_SANDBOX_IN_PRODUCTION',
  sandbox: 'the built-in texts sandbox: no text is ever sent',
  live: 'twilio',
  needs: 'the TWILIO_* settings',
  shouted: 'TEXT MESSAGE PROVIDER',
  effect: 'no text is sent',
});

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
