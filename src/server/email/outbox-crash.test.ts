import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { freePort } from '../../testing/outbox-test-kit';
import { type SiteProcess, siteSession, startSiteProcess } from '../../testing/crash-server';
import { startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestDatabase, testDialects } from '../../testing/test-app';
import { openDatabase } from '../db/database';

// A server killed with -9 in the middle of a rush of bookings, then started again: no answered
// order is lost, every e-mail of every saved order goes out once, no date is booked twice.

const ORDERS = 50;
const SLOTS = 40; // ten dates get two competing orders
const CRASH_AFTER = 20; // answers

/** Posts every order at once and kills the server after CRASH_AFTER answers. */
async function bookThenCrash(server: SiteProcess, bodies: unknown[]) {
  const headers = await siteSession(server.baseUrl);
  const answered: number[] = [];
  const refused: number[] = [];
  let seen = 0;
  let crashed: Promise<void> | undefined;
  await Promise.all(
    bodies.map(async (body) => {
      const res = await fetch(`${server.baseUrl}/cms-admin/api/inspection_orders.php`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }).catch(() => undefined); // cut off by the crash: nobody was told the order was saved
      if (res) {
        const json = (await res.json().catch(() => ({}))) as { id?: number };
        if (res.ok && json.id) answered.push(json.id);
        else refused.push(res.status);
      }
      if (++seen === CRASH_AFTER) crashed = server.crash();
    }),
  );
  await crashed;
  return { answered, refused };
}

describe.each(testDialects)('a crash under load on %s', (dialect) => {
  it(
    'loses no order or e-mail; only a cut-off send may go twice',
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase(dialect);
      const catcher = await startSmtpCatcher();
      const env = {
        PORT: String(await freePort()),
        DATABASE_URL: database.url,
        SMTP_URL: catcher.url,
        BUSINESS_EMAIL: 'office@example.test',
        SEED_DEMO_SLOTS: 'false',
        UNPAID_RESERVATIONS_PER_IP_DAY: '10000',
        PAYMENT_RECONCILE_INTERVAL_MS: '0',
        OUTBOX_POLL_MS: '100',
        // A 2-second send deadline, so a claim the crash left behind expires in 4 seconds.
        SMTP_CONNECTION_TIMEOUT_MS: '500',
        SMTP_GREETING_TIMEOUT_MS: '500',
        SMTP_SOCKET_TIMEOUT_MS: '1000',
      };
      let server = await startSiteProcess(env);
      const handle = openDatabase(database.url);
      const { db } = handle;
      try {
        const slots = await addSlots(
          db,
          Array.from({ length: SLOTS }, (_, i) => 24 + i),
        );
        const bodies = await Promise.all(
          Array.from({ length: ORDERS }, (_, i) =>
            validSubmission(db, slots[i % SLOTS] ?? 0, `crash${i}@example.test`),
          ),
        );
        const { answered, refused } = await bookThenCrash(server, bodies);
        expect(answered.length).toBeGreaterThanOrEqual(10);
        // Only an order for a date its competitor took is refused.
        expect(refused.filter((status) => status !== 409)).toEqual([]);

        // Deliveries the crash cut off mid-send: the only ones the restart may send again.
        const inFlight = await db
          .selectFrom('email_log')
          .select(['to_address', 'subject'])
          .where('status', '=', 'queued')
          .where('lease_until', '>', new Date().toISOString())
          .execute();
        server = await startSiteProcess(env);
        const deadline = Date.now() + 30_000;
        for (;;) {
          const waiting = await db
            .selectFrom('email_log')
            .select('id')
            .where('status', '=', 'queued')
            .execute();
          if (waiting.length === 0) break;
          if (Date.now() > deadline) throw new Error(`${waiting.length} e-mails still queued`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }

        const orders = await db.selectFrom('orders').select(['id', 'slot_id']).execute();
        const saved = new Set(orders.map((o) => o.id));
        expect(answered.filter((id) => !saved.has(id))).toEqual([]);
        expect(new Set(orders.map((o) => o.slot_id)).size).toBe(orders.length);

        const rows = await db.selectFrom('email_log').selectAll().execute();
        expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
        // Every saved order has its confirmation and its business notice.
        expect(rows.filter((r) => r.kind === 'order-confirmation')).toHaveLength(orders.length);
        expect(rows.filter((r) => r.kind === 'business-notice')).toHaveLength(orders.length);
        const key = (to: string, subject: string) => `${to} ${subject}`;
        const received = new Map<string, number>();
        for (const m of catcher.mails) {
          const k = key(m.to.join(), m.subject);
          received.set(k, (received.get(k) ?? 0) + 1);
        }
        const maybeTwice = new Set(inFlight.map((r) => key(r.to_address, r.subject)));
        for (const r of rows) {
          const k = key(r.to_address, r.subject);
          if (maybeTwice.has(k)) expect([1, 2]).toContain(received.get(k));
          else expect(received.get(k), k).toBe(1);
        }

        if (dialect === 'sqlite') {
          const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
          expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
        }
      } finally {
        await server.stop();
        await handle.destroy();
        await database.drop();
        await catcher.stop();
      }
    },
  );
});
