import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import {
  AGENTS_PAGE,
  AGENTS_TEST_ENV,
  agentsByEmail,
  orderAgents,
  orderNaming,
} from '../../testing/agents-test-kit';
import { testDialects } from '../../testing/test-app';
import { formatCents } from '../../shared/money';

describe.each(testDialects)('agents on %s', (dialect) => {
  const s = adminSuite(dialect, AGENTS_TEST_ENV);

  it('makes one agent per realtor e-mail, matched in any case, with an account to sign in', async () => {
    const first = await orderNaming(s, {
      first: 'Rae',
      last: 'Agent',
      email: 'Rae@Realty.test',
      company: '',
    });
    const second = await orderNaming(s, {
      first: 'Rachel',
      last: 'Agent',
      email: ' rae@REALTY.test ',
      phone: '412-555-0199',
      company: 'Summit Realty',
    });
    const none = await orderNaming(s, null);
    const agents = await agentsByEmail(s);
    const rae = agents.get('rae@realty.test');
    expect(rae).toMatchObject({
      name: 'Rae Agent',
      agency: 'Summit Realty',
      phone: '412-555-0100',
    });
    expect([...agents.keys()].filter((e) => e.includes('realty'))).toEqual(['rae@realty.test']);
    const named = await orderAgents(s);
    expect(named.get(first)).toBe(rae!.id);
    expect(named.get(second)).toBe(rae!.id);
    expect(named.has(none)).toBe(false);
    const user = await s.app.db
      .selectFrom('users')
      .select(['email', 'roles'])
      .where('email', '=', 'rae@realty.test')
      .executeTakeFirst();
    expect(user).toEqual({ email: 'rae@realty.test', roles: '[]' });
  });

  it('lists agents with inspections referred, revenue booked and last referral', async () => {
    const a = await orderNaming(s, { first: 'Lee', last: 'Lister', email: 'lee@homes.test' });
    const b = await orderNaming(s, { first: 'Lee', last: 'Lister', email: 'lee@homes.test' });
    const cancelled = await orderNaming(s, {
      first: 'Lee',
      last: 'Lister',
      email: 'lee@homes.test',
    });
    await s.app.db
      .updateTable('orders')
      .set({ booking_status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('id', '=', cancelled)
      .execute();
    const totals = await s.app.db
      .selectFrom('orders')
      .select(['id', 'total_cents'])
      .where('id', 'in', [a, b])
      .execute();
    const revenue = totals.reduce((sum, r) => sum + r.total_cents, 0);
    const list = await s.admin.get(AGENTS_PAGE);
    expect(list.statusCode).toBe(200);
    const row = list.body.slice(list.body.indexOf('Lee Lister'));
    const cells = row.slice(0, row.indexOf('</tr>'));
    expect(cells).toContain('<td>2</td>');
    expect(cells).toContain(`<td>${formatCents(revenue)}</td>`);
    const lee = (await agentsByEmail(s)).get('lee@homes.test')!;
    const page = await s.admin.get(`${AGENTS_PAGE}?id=${lee.id}`);
    for (const id of [a, b, cancelled]) expect(page.body).toContain(`manage-orders.php?id=${id}"`);
  });

  it('merges a duplicate: its orders move to the agent kept, its e-mail leads there, audited', async () => {
    const kept = await orderNaming(s, { first: 'Sam', last: 'Seller', email: 'sam@one.test' });
    const dup = await orderNaming(s, { first: 'Samuel', last: 'Seller', email: 'sam@two.test' });
    const agents = await agentsByEmail(s);
    const keep = agents.get('sam@one.test')!;
    const duplicate = agents.get('sam@two.test')!;
    const res = await s.post(`${AGENTS_PAGE}?id=${keep.id}`, {
      action: 'merge',
      id: String(keep.id),
      duplicate: String(duplicate.id),
    });
    expect(res.statusCode).toBe(303);
    const named = await orderAgents(s);
    expect(named.get(kept)).toBe(keep.id);
    expect(named.get(dup)).toBe(keep.id);
    // The duplicate's e-mail now matches the agent kept.
    const later = await orderNaming(s, { first: 'Sam', last: 'S', email: 'SAM@two.test' });
    expect((await orderAgents(s)).get(later)).toBe(keep.id);
    expect((await agentsByEmail(s)).get('sam@two.test')!.merged_into_id).toBe(keep.id);
    const list = await s.admin.get(AGENTS_PAGE);
    expect(list.body).not.toContain('sam@two.test');
    const audit = await s.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'agent')
      .where('action', '=', 'merge')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(keep.id));
    expect(JSON.parse(audit.details)).toMatchObject({ ordersMoved: 1 });
    // A merged agent has no page, and cannot be merged again.
    expect((await s.admin.get(`${AGENTS_PAGE}?id=${duplicate.id}`)).statusCode).toBe(404);
    const again = await s.post(`${AGENTS_PAGE}?id=${keep.id}`, {
      action: 'merge',
      id: String(keep.id),
      duplicate: String(duplicate.id),
    });
    expect(again.statusCode).toBe(404);
    const self = await s.post(`${AGENTS_PAGE}?id=${keep.id}`, {
      action: 'merge',
      id: String(keep.id),
      duplicate: String(keep.id),
    });
    expect(self.statusCode).toBe(400);
  });
});
