import type { DiscountFields } from '../server/discounts/discounts.repository';
import type { AdminSuite } from './admin-testing';
import { createAgent, type TestAgent } from './test-agent';

// Helpers for the discount tests (not a test file): codes made through the admin's own form, and
// a fresh browser session.

export const DISCOUNTS_PAGE = '/cms-admin/manage-discounts.php';
export const APPLY_URL = '/cms-admin/api/apply_discount.php';
export const ORDER_URL = '/cms-admin/api/inspection_orders.php';

/** The suite's environment: no demo slots, room for many reservations without payment. */
export const DISCOUNT_TEST_ENV = {
  SEED_DEMO_SLOTS: 'false',
  UNPAID_RESERVATIONS_PER_EMAIL: '50',
  UNPAID_RESERVATIONS_PER_IP_DAY: '500',
};

/** A live percent-off code for every service, with no window and no use limit. */
export const percentCode = (code: string, percent: number): DiscountFields => ({
  code,
  kind: 'percent',
  percent,
  amountCents: null,
  serviceIds: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
});

export interface CodeForm {
  code: string;
  kind?: 'percent' | 'fixed';
  percent?: string;
  amount?: string;
  serviceIds?: string[];
  validFrom?: string;
  validTo?: string;
  maxUses?: string;
  maxUsesPerCustomer?: string;
  active?: boolean;
}

/** Creates a code as the administrator does (the Discounts form); answers its id. */
export async function addCode(s: AdminSuite, form: CodeForm): Promise<number> {
  const { active = true, serviceIds = [], ...rest } = form;
  const res = await s.post(DISCOUNTS_PAGE, {
    action: 'create',
    kind: 'percent',
    ...rest,
    serviceIds,
    ...(active ? { active: '1' } : {}),
  });
  if (res.statusCode !== 303) throw new Error(`code not created: ${res.statusCode} ${res.body}`);
  const row = await s.app.db
    .selectFrom('discounts')
    .select('id')
    .where('code', '=', form.code.toUpperCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A day ("2026-12-01") `days` from now (negative: before). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A visitor's browser with a session (the XSRF-TOKEN cookie every post sends back). */
export async function visitor(s: AdminSuite): Promise<TestAgent> {
  const agent = createAgent(s.app);
  await agent.get('/cms-admin/api/session.php');
  return agent;
}
