import type { AdminSuite } from './admin-testing';
import { DISCOUNT_TEST_ENV, ORDER_URL, visitor } from './discounts-test-kit';
import { addSlots, validSubmission } from './order-test-kit';
import { nextMail } from './sign-in-testing';

// Helpers for the agents, agent portal and dashboard tests (not a test file): orders placed
// through the real order API, naming a realtor or not.

export const AGENTS_PAGE = '/cms-admin/manage-agents.php';
export const AGENTS_TEST_ENV = DISCOUNT_TEST_ENV;

export interface RealtorNamed {
  first: string;
  last: string;
  email: string;
  phone?: string;
  company?: string;
}

/** Places a pay-later order (slot `hours` from now) naming the realtor; answers its id. */
export async function orderNaming(
  s: AdminSuite,
  realtor: RealtorNamed | null,
  opts: { hours?: number; client?: string } = {},
): Promise<number> {
  const [slotId] = await addSlots(s.app.db, [opts.hours ?? 48 + Math.random() * 500]);
  const submission = await validSubmission(s.app.db, slotId!, opts.client ?? 'client@example.test');
  const checkout = realtor
    ? {
        ...submission.checkout,
        realtorAccess: 'yes',
        realtorFirstName: realtor.first,
        realtorLastName: realtor.last,
        realtorEmail: realtor.email,
        realtorPhone: realtor.phone ?? '412-555-0100',
        realtorCompany: realtor.company ?? '',
      }
    : submission.checkout;
  const seen = s.catcher.mails.length;
  const res = await (await visitor(s)).post(ORDER_URL, { ...submission, checkout });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  // The realtor's notice is out before anything else is asked of that mailbox (sign-in).
  if (realtor) {
    s.app.mailer.wake();
    await nextMail(s.catcher, realtor.email, seen);
  }
  return res.json<{ id: number }>().id;
}

/** The agent rows as stored, by e-mail. */
export async function agentsByEmail(s: AdminSuite) {
  const rows = await s.app.db.selectFrom('agents').selectAll().orderBy('id').execute();
  return new Map(rows.map((r) => [r.email, r]));
}

/** order id → agent id, as stored. */
export async function orderAgents(s: AdminSuite) {
  const rows = await s.app.db.selectFrom('agent_orders').selectAll().execute();
  return new Map(rows.map((r) => [Number(r.order_id), Number(r.agent_id)]));
}
