import { ADMIN, appWithMail, signedIn } from './admin-testing';
import { addSlots, validSubmission } from './order-test-kit';
import { browser, nextMail } from './sign-in-testing';
import type { SmtpCatcher } from './smtp-catcher';
import type { TestAgent } from './test-agent';
import type { TestApp } from './test-app';

// Helpers for the agreement tests: a site with an SMTP catcher, and customers with their orders.

export const AGREEMENT_API = '/cms-admin/api';

export interface AgreementWorld {
  t: TestApp;
  catcher: SmtpCatcher;
  admin: TestAgent;
  close(): Promise<void>;
}

export async function agreementWorld(dialect: 'sqlite' | 'postgres'): Promise<AgreementWorld> {
  // Every test customer books from the same test address.
  const { t, catcher } = await appWithMail(dialect, { UNPAID_RESERVATIONS_PER_IP_DAY: '100' });
  const admin = await signedIn(t.app, catcher, ADMIN);
  return {
    t,
    catcher,
    admin,
    close: async () => {
      await t.close();
      await catcher.stop();
    },
  };
}

/**
 * A pay-later order booked by `email` through the API (the booking makes the account), then that
 * customer signed in through the real sign-in e-mail.
 */
export async function customerWithOrder(
  w: AgreementWorld,
  email: string,
  checkout: Record<string, unknown> = {},
): Promise<{ agent: TestAgent; orderId: number }> {
  const [slotId] = await addSlots(w.t.app.db, [24 * 5 + Math.random() * 48]);
  const submission = await validSubmission(w.t.app.db, slotId ?? 0, email);
  const booking = await browser(w.t.app);
  const seen = w.catcher.mails.length;
  const res = await booking.post(`${AGREEMENT_API}/inspection_orders.php`, {
    ...submission,
    checkout: { ...submission.checkout, ...checkout },
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: number }>();
  // The booking's confirmation first, so the sign-in step reads its own e-mail.
  await nextMail(w.catcher, email, seen);
  return { agent: await signedIn(w.t.app, w.catcher, email), orderId: id };
}
