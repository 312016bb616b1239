import { type SandboxCard, sandboxOpaqueData } from './sandbox-client';
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

/** POST payment/authorize.php as the checkout page does, with a sandbox card token. */
export async function authorizeCard(
  t: TestApp,
  agent: TestAgent,
  orderUuid: string,
  amount: string,
  card: SandboxCard = {},
) {
  return agent.post('/cms-admin/api/payment/authorize.php', {
    opaqueData: await sandboxOpaqueData(t.app, card),
    amount,
    order_uuid: orderUuid,
  });
}
