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

/** A live site on the sandbox would take bookings "paid" with test cards. */
export const checkSandboxInProduction = sandboxInProductionCheck({
  provider: 'PAYMENT_PROVIDER',
  allowed: 'ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION',
  sandbox: 'the built-in test gateway: no card is ever charged',
  live: 'authorize-net',
  needs: 'the AUTHNET_* keys',
  shouted: 'PAYMENT PROVIDER',
  effect: 'bookings "paid" by card are not charged',
});
export const SANDBOX_IN_PRODUCTION_REFUSED = checkSandboxInProduction.refused;
export const SANDBOX_IN_PRODUCTION_WARNING = checkSandboxInProduction.warning;

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
