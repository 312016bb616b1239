import type { FastifyInstance } from 'fastify';
import { sandboxInProductionCheck } from '../plugins/sandbox-in-production';
import { createAuthnetGateway } from './gateway/authnet-gateway';
import { gatewayCredentials, gatewayEndpoint, SANDBOX_PREFIX } from './gateway/gateway-config';
import type { PaymentGateway } from './gateway/gateway.types';
import { startReconciliationJob } from './reconciliation/reconciliation-job';
import { startRefundJob } from './refunds/refund-job';
import { paymentSandbox } from '../payment-sandbox/sandbox.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (the real Authorize.Net API or the built-in sandbox). */
    gateway: PaymentGateway;
  }
}

export const SANDBOX_IN_PRODUCTION_REFUSED =
  'PAYMENT_PROVIDER is sandbox (the built-in test gateway: no card is ever charged) with NODE_ENV=production. Set PAYMENT_PROVIDER=authorize-net with the AUTHNET_* keys, or, for a demonstration site only, ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true.';
export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENT PROVIDER IS THE SANDBOX IN PRODUCTION (ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true): bookings "paid" by card are not charged. Use PAYMENT_PROVIDER=authorize-net for a live site.';

/** A live site on the sandbox would take bookings "paid" with test cards. */
export const checkSandboxInProduction = sandboxInProductionCheck(
  'PAYMENT_PROVIDER',
  'ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION',
  { refused: SANDBOX_IN_PRODUCTION_REFUSED, warning: SANDBOX_IN_PRODUCTION_WARNING },
);

/** Card payments: the gateway adapter, the built-in sandbox when chosen, reconciliation and due refunds. */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  checkSandboxInProduction(app.env, app.log);
  const credentials = gatewayCredentials(app.env, app.secret);
  app.decorate(
    'gateway',
    createAuthnetGateway({
      endpoint: gatewayEndpoint(app),
      apiLoginId: credentials.apiLoginId,
      transactionKey: credentials.transactionKey,
      timeoutMs: app.env.PAYMENT_TIMEOUT_MS,
    }),
  );
  // The only place that knows the sandbox: it is mounted (tables and routes) when it is the
  // configured provider, and given the same keys the adapter and the card form use.
  if (app.env.PAYMENT_PROVIDER === 'sandbox') {
    await app.register(paymentSandbox, {
      prefix: SANDBOX_PREFIX,
      credentials,
      timeZone: app.env.BUSINESS_TIMEZONE,
      paymentTimeoutMs: app.env.PAYMENT_TIMEOUT_MS,
      settleAt: app.env.PAYMENT_SANDBOX_SETTLE_AT,
    });
  }
  startReconciliationJob(app);
  startRefundJob(app);
}
