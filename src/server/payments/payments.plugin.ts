import type { FastifyInstance } from 'fastify';
import { createAuthnetGateway } from './gateway/authnet-gateway';
import { gatewayCredentials, gatewayEndpoint, SANDBOX_PREFIX } from './gateway/gateway-config';
import type { PaymentGateway } from './gateway/gateway.types';
import { startReconciliationJob } from './reconciliation-job';
import { paymentSandbox } from './sandbox/sandbox.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (the real Authorize.Net API or the built-in sandbox). */
    gateway: PaymentGateway;
  }
}

/** Card payments: the gateway adapter, the built-in sandbox when chosen, and reconciliation. */
export async function registerPayments(app: FastifyInstance): Promise<void> {
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
    });
  }
  startReconciliationJob(app);
}
