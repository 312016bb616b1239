import { ADMIN, csrfOf, postForm, signedIn } from './admin-testing';
import type { SmtpCatcher } from './smtp-catcher';
import { createAgent, type TestAgent } from './test-agent';
import type { TestApp } from './test-app';
import { authorizeCard, closeTestApp, startPaymentsApp } from './payments-test-kit';
import type { SandboxCard } from './sandbox-client';
import { addSlots, validSubmission } from './order-test-kit';

// Helpers for the admin Orders tests (not a test file): the whole app listening on a port, so
// payments reach the built-in sandbox over real HTTP, and orders made through the API as customers do.

export const ORDERS_URL = '/cms-admin/manage-orders.php';

export interface OrdersWorld {
  t: TestApp;
  catcher: SmtpCatcher;
  admin: TestAgent;
  adminId: number;
  /** Posts an admin form of the Orders page as the administrator. */
  post(fields: Record<string, string>, url?: string): ReturnType<typeof postForm>;
  /** A pay-later order through POST inspection_orders.php; answers its id and slot. */
  payLater(
    checkout?: Record<string, unknown>,
    hoursAhead?: number,
  ): Promise<{ id: number; slotId: number }>;
  /** A pay-now order: authorized through payment/authorize.php, saved through inspection_orders.php. */
  payNow(card?: SandboxCard): Promise<{ id: number; slotId: number; transactionId: string }>;
  /** Moves the order's booking time three days back: the policy's same-day grace is over. */
  bookedEarlier(id: number): Promise<void>;
  close(): Promise<void>;
}

/** Message of the flash cookie a redirect-after-post sets. */
export function flashOf(res: { cookies: { name: string; value: string }[] }): string {
  const raw = res.cookies.find((c) => c.name === 'admin_flash')?.value;
  if (!raw) return '';
  return (JSON.parse(Buffer.from(raw, 'base64url').toString()) as { message: string }).message;
}

export async function ordersWorld(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<OrdersWorld> {
  const { t, catcher } = await startPaymentsApp(dialect, 1000, env);
  const admin = await signedIn(t.app, catcher, ADMIN);
  const adminRow = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ADMIN)
    .executeTakeFirstOrThrow();
  let hours = 24;
  const nextSlot = async (hoursAhead?: number) => {
    hours += 1;
    const [slotId] = await addSlots(t.app.db, [hoursAhead ?? hours], 'Admin orders test');
    return slotId as number;
  };
  const customer = async () => {
    const agent = createAgent(t.app);
    await agent.get('/cms-admin/api/session.php');
    return agent;
  };

  return {
    t,
    catcher,
    admin,
    adminId: adminRow.id,
    post: (fields, url = ORDERS_URL) =>
      postForm(t.app, admin, url, { _csrf: csrfOf(admin), ...fields }),
    async bookedEarlier(id) {
      const earlier = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
      await t.app.db
        .updateTable('orders')
        .set({ created_at: earlier })
        .where('id', '=', id)
        .execute();
    },
    async payLater(checkout = {}, hoursAhead) {
      const slotId = await nextSlot(hoursAhead);
      const submission = await validSubmission(t.app.db, slotId);
      const body = { ...submission, checkout: { ...submission.checkout, ...checkout } };
      const res = await (await customer()).post('/cms-admin/api/inspection_orders.php', body);
      if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
      return { id: (res.json() as { id: number }).id, slotId };
    },
    async payNow(card = {}) {
      const slotId = await nextSlot();
      const submission = await validSubmission(t.app.db, slotId, 'payer@example.test');
      const total = submission.cart.totalPriceDecimal;
      const browser = await customer();
      const res = await authorizeCard(t, browser, submission, { card });
      if (res.statusCode !== 200) throw new Error(`authorization refused: ${res.body}`);
      const auth = res.json() as { transactionId: string; authCode: string; responseCode: string };
      const saved = await browser.post('/cms-admin/api/inspection_orders.php', {
        ...submission,
        checkout: { ...submission.checkout, paymentMethod: 'pay-now' },
        payment_status: 'authorized',
        payment: { ...auth, amount: total },
      });
      if (saved.statusCode !== 201) throw new Error(`pay-now order refused: ${saved.body}`);
      return { id: (saved.json() as { id: number }).id, slotId, transactionId: auth.transactionId };
    },
    async close() {
      await closeTestApp(t);
      await catcher.stop();
    },
  };
}
