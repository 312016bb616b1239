import { appWithMail } from './admin-testing';
import { type SandboxCard, sandboxOpaqueData } from './sandbox-client';
import type { SmtpCatcher } from './smtp-catcher';
import { createAgent, type TestAgent } from './test-agent';
import { createTestApp, type TestApp } from './test-app';

/**
 * TestApp.close() for the payment tests. pg-pool's end() resolves before its sockets have closed,
 * and dropping the test database WITH (FORCE) then kills them mid-goodbye (an unhandled 57P01).
 * These tests use many pooled connections at once (the sandbox answers over HTTP while the test
 * queries), so they hit that race; a short pause lets the sockets go first.
 */
export async function closeTestApp(t: TestApp): Promise<void> {
  await t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.database.drop();
}

/**
 * A listening app with an administrator, e-mail to a real SMTP catcher and card payments through
 * the sandbox that time out after `paymentTimeoutMs`; no demo slots, no background reconciliation.
 */
export async function startPaymentsApp(
  dialect: 'sqlite' | 'postgres',
  paymentTimeoutMs: number,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; catcher: SmtpCatcher }> {
  const started = await appWithMail(dialect, {
    SEED_DEMO_SLOTS: 'false',
    PAYMENT_TIMEOUT_MS: String(paymentTimeoutMs),
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ...env,
  });
  await started.t.app.listen({ port: 0, host: '127.0.0.1' });
  return started;
}

/** The portal and pay-order tests' app: room for many reservations without payment. */
export const startPortalApp = (dialect: 'sqlite' | 'postgres') =>
  startPaymentsApp(dialect, 2000, {
    UNPAID_RESERVATIONS_PER_EMAIL: '50',
    UNPAID_RESERVATIONS_PER_IP_DAY: '500',
  });

/** The pay-now tests' world: an app that pays through the sandbox, and two browser sessions. */
export async function payNowWorld(
  dialect: 'sqlite' | 'postgres',
  opts: { timeoutMs: number; listen: boolean },
): Promise<{ t: TestApp; browser: TestAgent; stranger: TestAgent }> {
  const t = await createTestApp(dialect, {
    SEED_DEMO_SLOTS: 'false',
    PAYMENT_TIMEOUT_MS: String(opts.timeoutMs),
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
  if (opts.listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = createAgent(t.app);
  const stranger = createAgent(t.app);
  await browser.get('/cms-admin/api/session.php');
  await stranger.get('/cms-admin/api/session.php');
  return { t, browser, stranger };
}

/** What a checkout is started for: the order submission's slot, cart and order UUID. */
export interface CheckoutOf {
  slot_id: number;
  cart: unknown;
  order_uuid: string;
}

/** POST payment/checkout.php as the checkout page does: the server-priced token and amount. */
export async function startCheckout(agent: TestAgent, submission: CheckoutOf) {
  const res = await agent.post('/cms-admin/api/payment/checkout.php', {
    slot_id: submission.slot_id,
    cart: submission.cart,
    order_uuid: submission.order_uuid,
  });
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.statusCode} ${res.body}`);
  return res.json<{ checkout_token: string; amount: string; expires_at: string }>();
}

/**
 * The checkout page's pay-now calls: payment/checkout.php, then payment/authorize.php with a
 * sandbox card token and the checkout's token. `amount` overrides the amount sent (the server's
 * by default), as a tampered page would.
 */
export async function authorizeCard(
  t: TestApp,
  agent: TestAgent,
  submission: CheckoutOf,
  opts: { amount?: string; card?: SandboxCard } = {},
) {
  const checkout = await startCheckout(agent, submission);
  return agent.post('/cms-admin/api/payment/authorize.php', {
    opaqueData: await sandboxOpaqueData(t.app, opts.card ?? {}),
    amount: opts.amount ?? checkout.amount,
    order_uuid: submission.order_uuid,
    checkout_token: checkout.checkout_token,
  });
}
