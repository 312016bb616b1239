import type { FastifyInstance } from 'fastify';
import { createAuthnetGateway } from './gateway/authnet-gateway';
import { gatewayCredentials, gatewayEndpoint } from './gateway/gateway-config';
import type { PaymentGateway } from './gateway/gateway.types';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { startReconciliationJob } from './reconciliation-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (the real Authorize.Net API or the built-in sandbox). */
    gateway: PaymentGateway;
  }
}

/** Card payments: the gateway adapter, the built-in sandbox when chosen, and reconciliation. */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { apiLoginId, transactionKey } = gatewayCredentials(app.env, app.secret);
  app.decorate(
    'gateway',
    createAuthnetGateway({
      endpoint: gatewayEndpoint(app),
      apiLoginId,
      transactionKey,
      timeoutMs: app.env.PAYMENT_TIMEOUT_MS,
    }),
  );
  if (app.env.PAYMENT_PROVIDER === 'sandbox') {
    await app.register(sandboxRoutes, { prefix: '/sandbox' });
  }
  startReconciliationJob(app);
}
