import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import { AGENTS_TEST_ENV, orderNaming } from '../../testing/agents-test-kit';
import { testDialects } from '../../testing/test-app';

const PAGE = '/cms-admin/dashboard.php';
const ZONE = 'America/New_York';

/** CSV text (RFC 4180, CRLF lines, no line breaks inside cells) as rows of cells. */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = [];
  for (const line of csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    rows.push([...cells, cell]);
  }
  return rows;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe.each(testDialects)('the dashboard on %s', (dialect) => {
  const s = adminSuite(dialect, AGENTS_TEST_ENV);

  /** Places orders, then moves their booking times and money to known values. */
  const seed = async () => {
    const ann = { first: 'Ann', last: 'Lead', email: 'ann@top.test' };
    const bob = { first: 'Bob', last: 'Next', email: 'bob@next.test' };
    const plan: [string, typeof ann | null][] = [
      // Sunday 10 pm in New York, Monday in UTC: the week of Nov 9 in the business's zone.
      ['2026-11-16T03:00:00.000Z', ann],
      ['2026-11-10T15:00:00.000Z', ann],
      ['2026-11-17T15:00:00.000Z', bob],
      ['2026-11-18T15:00:00.000Z', null],
      ['2026-11-19T15:00:00.000Z', ann],
      // Outside the range: counted nowhere.
      ['2026-11-30T15:00:00.000Z', bob],
    ];
    const ids: number[] = [];
    for (const [createdAt, realtor] of plan) {
      const id = await orderNaming(s, realtor, { hours: 200 + ids.length * 30 });
      await s.app.db
        .updateTable('orders')
        .set({ created_at: createdAt })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const [a, b, c, , e] = ids as [number, number, number, number, number];
    // Paid and partly refunded; captured only; cancelled with a fee.
    await s.app.db
      .updateTable('orders')
      .set({ payment_status: 'paid', captured_cents: 30_000 })
      .where('id', '=', a)
      .execute();
    await s.app.db
      .updateTable('orders')
      .set({ payment_status: 'paid', captured_cents: 12_345 })
      .where('id', '=', c)
      .execute();
    await s.app.db
      .updateTable('orders')
      .set({
        booking_status: 'cancelled',
        cancelled_at: '2026-11-20T15:00:00.000Z',
        cancel_fee_cents: 5_000,
      })
      .where('id', 'in', [b, e])
      .execute();
    const order = await s.app.db
      .selectFrom('orders')
      .select(['order_uuid'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    for (const [amount, status] of [
      [7_000, 'issued'],
      [1_000, 'due'],
    ] as const)
      await s.app.db
        .insertInto('payment_refunds')
        .values({
          order_id: a,
          order_uuid: order.order_uuid,
          transaction_id: 't-1',
          amount_cents: amount,
          status,
          refund_transaction_id: null,
          message: null,
          claimed_until: null,
          created_at: '2026-11-20T15:00:00.000Z',
          updated_at: '2026-11-20T15:00:00.000Z',
          issued_at: status === 'issued' ? '2026-11-20T15:00:00.000Z' : null,
        })
        .execute();
  };

  /** Every figure computed from the tables here, without the dashboard's code. */
  const expected = async () => {
    const from = DateTime.fromISO('2026-11-09', { zone: ZONE });
    const to = DateTime.fromISO('2026-11-22', { zone: ZONE }).plus({ days: 1 });
    const all = await s.app.db
      .selectFrom('orders')
      .innerJoin('slots', 'slots.id', 'orders.slot_id')
      .leftJoin('agent_orders', 'agent_orders.order_id', 'orders.id')
      .leftJoin('agents', 'agents.id', 'agent_orders.agent_id')
      .select([
        'orders.id',
        'orders.created_at',
        'orders.booking_status',
        'orders.total_cents',
        'orders.captured_cents',
        'orders.cancel_fee_cents',
        'orders.price_lines',
        'slots.starts_at',
        'agents.name as agent',
      ])
      .execute();
    const refunds = await s.app.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('status', '=', 'issued')
      .execute();
    const at = (v: unknown) =>
      DateTime.fromJSDate(new Date(String(v instanceof Date ? v.toISOString() : v)), {
        zone: ZONE,
      });
    const inRange = all.filter((o) => at(o.created_at) >= from && at(o.created_at) < to);
    const weeks = ['2026-11-09', '2026-11-16'];
    const weekOf = (o: (typeof all)[number]) => at(o.created_at).startOf('week').toISODate();
    const figures = (list: typeof all) => {
      const kept = list.filter((o) => o.booking_status !== 'cancelled');
      const cancelled = list.filter((o) => o.booking_status === 'cancelled');
      const revenue = kept.reduce((t, o) => t + o.total_cents, 0);
      const refunded = (id: number) =>
        refunds.filter((r) => r.order_id === id).reduce((t, r) => t + r.amount_cents, 0);
      const collected = list.reduce((t, o) => t + (o.captured_cents ?? 0) - refunded(o.id), 0);
      const dayGap = (o: (typeof all)[number]) =>
        Math.round(
          at(o.starts_at).startOf('day').diff(at(o.created_at).startOf('day'), 'days').days,
        );
      const avgDays = kept.length
        ? Math.round((kept.reduce((t, o) => t + dayGap(o), 0) / kept.length) * 10) / 10
        : null;
      return [
        String(list.length),
        dollars(revenue),
        dollars(collected),
        String(cancelled.length),
        dollars(cancelled.reduce((t, o) => t + (o.cancel_fee_cents ?? 0), 0)),
        kept.length ? dollars(Math.round(revenue / kept.length)) : '',
        avgDays === null ? '' : String(avgDays),
      ];
    };
    const periods = [
      ...weeks.map((w) => [w, ...figures(inRange.filter((o) => weekOf(o) === w))]),
      ['Whole range', ...figures(inRange)],
    ];
    const services = new Map<string, number>();
    const agents = new Map<string, { n: number; cents: number }>();
    for (const o of inRange.filter((x) => x.booking_status !== 'cancelled')) {
      for (const line of JSON.parse(o.price_lines) as { name: string; category: string }[])
        if (line.category !== 'discount')
          services.set(line.name, (services.get(line.name) ?? 0) + 1);
      if (o.agent) {
        const a = agents.get(o.agent) ?? { n: 0, cents: 0 };
        agents.set(o.agent, { n: a.n + 1, cents: a.cents + o.total_cents });
      }
    }
    return {
      periods,
      services: [...services]
        .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
        .map(([n, c]) => [n, String(c)]),
      agents: [...agents]
        .sort((x, y) => y[1].n - x[1].n || y[1].cents - x[1].cents)
        .map(([n, a]) => [n, String(a.n), dollars(a.cents)]),
    };
  };

  it('shows every figure as the orders table has it, per week in the business time zone', async () => {
    await seed();
    const want = await expected();
    const range = 'from=2026-11-09&to=2026-11-22&by=week';
    const csv = async (which: string) => {
      const res = await s.admin.get(`${PAGE}?${range}&csv=${which}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      return rowsOf(res.body);
    };
    const [periodHeader, ...periods] = await csv('periods');
    expect(periodHeader).toEqual([
      'Period',
      'Bookings',
      'Revenue booked',
      'Collected',
      'Cancellations',
      'Cancellation fees',
      'Average order value',
      'Average days to inspection',
    ]);
    expect(periods).toEqual(want.periods);
    // The Sunday-evening booking is in the first week, and both weeks have bookings.
    expect(periods[0]![1]).toBe('2');
    expect((await csv('services')).slice(1)).toEqual(want.services);
    const agents = (await csv('agents')).slice(1);
    expect(agents).toEqual(want.agents);
    expect(agents[0]![0]).toBe('Ann Lead');

    const page = await s.admin.get(`${PAGE}?${range}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="dashboard-data"');
    expect(page.body).toContain('/cms-admin/assets/uplot.js');
    expect(page.body).toContain('<caption class="visually-hidden">Figures per week</caption>');
  });

  it('names the field of a range that ends before it starts, runs over two years or is no date', async () => {
    const cases: [string, string][] = [
      [
        'from=2026-11-09&to=2026-11-01&by=week',
        'Last day: The last day must be on or after the first day.',
      ],
      ['from=2024-01-01&to=2026-01-02&by=month', 'Last day: The range can be at most 2 years.'],
      [
        'from=2026-13-40&to=2026-11-01&by=week',
        'First day: Enter the first day as a date (YYYY-MM-DD).',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await s.admin.get(`${PAGE}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
      expect(res.body).toContain('aria-invalid="true"');
    }
    const ok = await s.admin.get(`${PAGE}?from=2024-01-01&to=2026-01-01&by=month`);
    expect(ok.statusCode).toBe(200);
  });

  it('serves the charting library to the page', async () => {
    const res = await s.admin.get('/cms-admin/assets/uplot.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('uPlot');
  });
});
