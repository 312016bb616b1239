import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  authorizeWithAttempt,
  captureWithAttempt,
  type PaymentDeps,
} from '../server/payments/payments.service';
import { type SandboxCard, sandboxOpaqueData } from './sandbox-client';

// Card payments made through the gateway adapter and the sandbox, in the state a cancellation
// meets them: authorized, captured (not settled), or settled after settleSandboxNow().

export interface TestPayment {
  orderId: number;
  orderUuid: string;
  transactionId: string;
  amountCents: number;
}

let nextOrderId = 1_000_000;

/** An approved authorization of `amountCents`, captured whole when `capture` is set. */
export async function cardPayment(
  app: FastifyInstance,
  opts: { amountCents: number; capture?: boolean; card?: SandboxCard },
): Promise<TestPayment> {
  const deps: PaymentDeps = { db: app.db, gateway: app.gateway };
  const orderUuid = randomUUID();
  const orderId = (nextOrderId += 1);
  const auth = await authorizeWithAttempt(deps, {
    amountCents: opts.amountCents,
    opaqueData: await sandboxOpaqueData(app, opts.card ?? {}),
    orderUuid,
    sessionId: null,
  });
  if (auth.result.status !== 'approved') {
    throw new Error(`authorization not approved: ${JSON.stringify(auth.result)}`);
  }
  const { transactionId } = auth.result;
  if (opts.capture) {
    const cap = await captureWithAttempt(deps, {
      transactionId,
      orderUuid,
      orderId,
      sessionId: null,
    });
    if (cap.result.status !== 'approved') throw new Error(`capture failed: ${cap.result.status}`);
  }
  return { orderId, orderUuid, transactionId, amountCents: opts.amountCents };
}
