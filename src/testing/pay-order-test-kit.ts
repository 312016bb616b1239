import { sql } from 'kysely';
import { ADMIN, signedIn, signedInCustomer } from './admin-testing';
import { addSlots, validSubmission } from './order-test-kit';
import { nextMail } from './sign-in-testing';
import { closeTestApp, startPortalApp } from './payments-test-kit';
import { type SandboxCard, sandboxOpaqueData } from './sandbox-client';
import type { SmtpCatcher } from './smtp-catcher';
import { createAgent, type TestAgent } from './test-agent';
import type { TestApp } from './test-app';
import { invoiceNumberFor } from '../server/payments/payments.service';

// Helpers for the tests of paying a reserved order (not a test file): the whole app listening, so
// the card reaches the built-in sandbox over real HTTP; pay-later orders placed through the API
// and customers signed in through the real sign-in e-mail.

export const PAY_API = {
  list: '/cms-admin/api/my_payments.php',
  receipt: '/cms-admin/api/my_receipt.php',
  start: '/cms-admin/api/pay_order/start.php',
  authorize: '/cms-admin/api/pay_order/authorize.php',
};

export interface PayOrderWorld {
  t: TestApp;
  catcher: SmtpCatcher;
  /** A pay-later order of `email`, placed by an anonymous browser as the checkout does. */
  reserve(email: string): Promise<{ id: number; totalCents: number; orderUuid: string }>;
  /** A browser signed in as `email`. */
  customer(email: string): Promise<TestAgent>;
  /** A browser signed in as the administrator. */
  admin(): Promise<TestAgent>;
  /** start.php for the order; answers the checkout token and amount (throws when refused). */
  start(agent: TestAgent, orderId: number): Promise<{ checkout_token: string; amount: string }>;
  /** authorize.php with a fresh sandbox card token and `checkoutToken` (or a new start). */
  authorize(
    agent: TestAgent,
    orderId: number,
    opts?: { card?: SandboxCard; checkoutToken?: string; extra?: Record<string, unknown> },
  ): ReturnType<TestAgent['post']>;
  /** The sandbox's transactions for the order's invoice number (the gateway's own record). */
  gatewayTransactions(orderUuid: string): Promise<{ status: string; amountCents: number }[]>;
  close(): Promise<void>;
}

export async function payOrderWorld(dialect: 'sqlite' | 'postgres'): Promise<PayOrderWorld> {
  const { t, catcher } = await startPortalApp(dialect);
  let hours = 48;

  const world: PayOrderWorld = {
    t,
    catcher,
    async reserve(email) {
      hours += 1;
      const [slotId] = await addSlots(t.app.db, [hours], 'Pay order test');
      const submission = await validSubmission(t.app.db, slotId ?? 0, email);
      const browser = createAgent(t.app);
      await browser.get('/cms-admin/api/session.php');
      const seen = catcher.mails.length;
      const res = await browser.post('/cms-admin/api/inspection_orders.php', submission);
      if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
      // Its confirmation first, so a sign-in that follows reads its own e-mail.
      await nextMail(catcher, email, seen);
      const { id } = res.json<{ id: number }>();
      const row = await t.app.db
        .selectFrom('orders')
        .select(['total_cents', 'order_uuid'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { id, totalCents: row.total_cents, orderUuid: row.order_uuid };
    },
    customer: (email) => signedInCustomer(t.app, catcher, email),
    admin: () => signedIn(t.app, catcher, ADMIN),
    async start(agent, orderId) {
      const res = await agent.post(PAY_API.start, { order_id: orderId });
      if (res.statusCode !== 200) throw new Error(`start refused: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async authorize(agent, orderId, opts = {}) {
      const checkoutToken =
        opts.checkoutToken ?? (await world.start(agent, orderId)).checkout_token;
      return agent.post(PAY_API.authorize, {
        order_id: orderId,
        opaqueData: await sandboxOpaqueData(t.app, opts.card ?? {}),
        checkout_token: checkoutToken,
        ...opts.extra,
      });
    },
    async gatewayTransactions(orderUuid) {
      const { rows } = await sql<{ status: string; amountCents: number }>`
        select status, amount_cents as "amountCents" from sandbox_transactions
        where invoice_number = ${invoiceNumberFor(orderUuid)} order by id`.execute(t.app.db);
      return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
    },
    async close() {
      await closeTestApp(t);
      await catcher.stop();
    },
  };
  return world;
}
