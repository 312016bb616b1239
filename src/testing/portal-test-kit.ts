import { ADMIN, csrfOf, postForm, signedIn } from './admin-testing';
import { authorizeCard, closeTestApp, startPortalApp } from './payments-test-kit';
import { addSlots, validSubmission } from './order-test-kit';
import type { SmtpCatcher } from './smtp-catcher';
import { createAgent, type TestAgent } from './test-agent';
import type { TestApp } from './test-app';
import { publicDataChanged } from '../server/cache/cache.service';

// Helpers for the portal tests (not a test file): the app listening (payments reach the sandbox
// over HTTP), orders placed through the API as customers place them, and the admin's actions.

export const API = '/cms-admin/api';
const ORDERS_URL = '/cms-admin/manage-orders.php';

export interface PortalWorld {
  t: TestApp;
  catcher: SmtpCatcher;
  /** A pay-later order for `email`, its slot `hoursAhead` from now; answers its id and slot. */
  payLater(email: string, hoursAhead: number): Promise<{ id: number; slotId: number }>;
  /** A card order for `email`: authorized, and paid too when `capture`. */
  payNow(email: string, hoursAhead: number, capture: boolean): Promise<{ id: number }>;
  /** The administrator's Cancel booking. */
  cancel(id: number): Promise<void>;
  /** Moves a slot to `hoursAgo` in the past, as if the inspection had happened. */
  pastSlot(slotId: number, hoursAgo: number): Promise<void>;
  /** A browser signed in as `email` through the real sign-in e-mail. */
  signIn(email: string): Promise<TestAgent>;
  close(): Promise<void>;
}

/** Waits until the outbox holds nothing queued, so a sign-in finds its own e-mail next. */
export async function outboxDelivered(t: TestApp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.app.db
      .selectFrom('email_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    if (Number(row.n) === 0) return;
    if (Date.now() > deadline) throw new Error('the outbox did not deliver');
    t.app.mailer.wake();
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function portalWorld(dialect: 'sqlite' | 'postgres'): Promise<PortalWorld> {
  const { t, catcher } = await startPortalApp(dialect);
  const admin = await signedIn(t.app, catcher, ADMIN);
  const adminPost = (fields: Record<string, string>, url: string) =>
    postForm(t.app, admin, url, { _csrf: csrfOf(admin), ...fields });
  const browser = async () => {
    const agent = createAgent(t.app);
    await agent.get(`${API}/session.php`);
    return agent;
  };
  // Slots a fraction of an hour apart, so no two orders share one.
  let n = 0;
  const slotAt = async (hours: number) => (await addSlots(t.app.db, [hours + ++n / 100]))[0] ?? 0;

  return {
    t,
    catcher,
    async payLater(email, hoursAhead) {
      const slotId = await slotAt(hoursAhead);
      const submission = await validSubmission(t.app.db, slotId, email);
      const res = await (await browser()).post(`${API}/inspection_orders.php`, submission);
      if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
      return { id: res.json<{ id: number }>().id, slotId };
    },
    async payNow(email, hoursAhead, capture) {
      const submission = await validSubmission(t.app.db, await slotAt(hoursAhead), email);
      const agent = await browser();
      const res = await authorizeCard(t, agent, submission);
      if (res.statusCode !== 200) throw new Error(`authorization refused: ${res.body}`);
      const auth = res.json<{ transactionId: string; authCode: string; responseCode: string }>();
      const saved = await agent.post(`${API}/inspection_orders.php`, {
        ...submission,
        checkout: { ...submission.checkout, paymentMethod: 'pay-now' },
        payment_status: 'authorized',
        payment: { ...auth, amount: submission.cart.totalPriceDecimal },
      });
      if (saved.statusCode !== 201) throw new Error(`pay-now order refused: ${saved.body}`);
      const id = saved.json<{ id: number }>().id;
      if (capture) {
        const paid = await agent.post(`${API}/payment/capture.php`, {
          order_id: id,
          transactionId: auth.transactionId,
        });
        if (paid.statusCode !== 200) throw new Error(`capture refused: ${paid.body}`);
      }
      return { id };
    },
    async cancel(id) {
      const res = await adminPost({ action: 'cancel', id: String(id) }, `${ORDERS_URL}?id=${id}`);
      if (res.statusCode !== 303) throw new Error(`cancel refused: ${res.statusCode}`);
    },
    async pastSlot(slotId, hoursAgo) {
      const startsAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      await t.app.db
        .updateTable('slots')
        .set({ starts_at: startsAt })
        .where('id', '=', slotId)
        .execute();
      await publicDataChanged(t.app.db, t.app.db, 'slots');
    },
    async signIn(email) {
      await outboxDelivered(t);
      return signedIn(t.app, catcher, email);
    },
    async close() {
      await closeTestApp(t);
      await catcher.stop();
    },
  };
}
