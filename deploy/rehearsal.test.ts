import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCart } from '../src/shared/booking/cart';
import { orderFormSchema } from '../src/shared/booking/order-form';
import type { PricedService } from '../src/shared/booking/pricing';
import { validCheckout } from '../src/testing/booking-fixtures';
import { waitForMail } from '../src/testing/smtp-catcher';
import { caddyInstalled, type Rehearsal, rehearse } from './rehearsal';

// The rehearsal of docs/deploy.md: PostgreSQL, two built site processes and Caddy running
// deploy/Caddyfile, over real HTTPS. A customer books, one site process crashes, another books
// without an error. Needs Caddy (CI installs it) and PostgreSQL (TEST_DATABASE_URL).
const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.REHEARSAL_TEST_PORT ?? 4480);
const missing = !caddyInstalled()
  ? 'Caddy is not installed (Debian: apt-get install caddy)'
  : !adminDatabaseUrl
    ? 'TEST_DATABASE_URL is not set (a PostgreSQL server to create the database on)'
    : '';
if (missing) console.warn(`Deployment rehearsal skipped: ${missing}.`);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A browser stand-in over HTTPS that trusts only the rehearsal's CA and keeps its cookies. */
function customer(rehearsal: Rehearsal) {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    const url = new URL(path, rehearsal.httpsUrl);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload) headers['content-type'] = 'application/json';
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = httpsRequest(url, { method, headers, ca: rehearsal.caCert }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      });
      req.on('error', reject);
      req.end(payload);
    });
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      setCookies.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return answer;
  }
  return { send, setCookies };
}

interface Slot {
  id: number;
  start: string;
  title: string;
}

/** Books the `nth` free slot as the order form does (pay later); the answer to the order. */
async function book(c: ReturnType<typeof customer>, nth: number, email: string) {
  const json = async <T>(path: string): Promise<T> => {
    const answer = await c.send('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as T;
  };
  const slots = await json<Slot[]>('/cms-admin/api/get_slots.php?future=true');
  const services = await json<PricedService[]>('/cms-admin/api/services.php');
  const slot = slots[nth];
  if (!slot) throw new Error(`No slot ${nth} to book`);
  const first = (category: string) => services.find((s) => s.category === category && s.enabled);
  const form = orderFormSchema.parse({
    homeSizeId: first('home_size')?.id,
    propertyAgeId: first('property_age')?.id,
    addons: {},
    additionalUnits: 0,
    selectedSlotId: slot.id,
    neighborhood: 'Shadyside',
    address1: '12 Walnut St',
    address2: '',
    city: 'Pittsburgh',
    state: 'PA',
    zip: '15232',
  });
  const { cart } = buildCart(form, { services, slot, now: new Date() });
  return c.send('POST', '/cms-admin/api/inspection_orders.php', {
    slot_id: slot.id,
    cart,
    checkout: { ...validCheckout, email },
    order_uuid: randomUUID(),
    payment_status: 'pending',
  });
}

describe.skipIf(missing)('deployment rehearsal (PostgreSQL, two processes, Caddy, HTTPS)', () => {
  let rehearsal: Rehearsal;
  beforeAll(async () => {
    rehearsal = await rehearse({ basePort, adminDatabaseUrl: adminDatabaseUrl ?? '' });
  }, 120_000);
  afterAll(async () => rehearsal?.stop(), 60_000);

  it('redirects HTTP to HTTPS', async () => {
    const res = await fetch(`${rehearsal.httpUrl}/home-inspection?x=1`, { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe(`${rehearsal.httpsUrl}/home-inspection?x=1`);
  });

  it('books over HTTPS, and again after a site process crashed, with HSTS and Secure cookies', async () => {
    const c = customer(rehearsal);
    const home = await c.send('GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await c.send('GET', '/cms-admin/api/session.php')).status).toBe(200);

    const first = await book(c, 0, 'first.buyer@example.test');
    expect(first.status, first.body).toBe(201);

    await rehearsal.crash(0);
    // Every request now: the crashed process's connections fail, Caddy sends them to the other.
    const second = await book(c, 1, 'second.buyer@example.test');
    expect(second.status, second.body).toBe(201);
    for (let i = 0; i < 6; i++) expect((await c.send('GET', '/readyz')).status).toBe(200);

    expect(c.setCookies.length).toBeGreaterThan(0);
    for (const line of c.setCookies) expect(line).toMatch(/;\s*Secure(;|$)/i);
    expect(c.setCookies.some((line) => line.startsWith('__Host-sid='))).toBe(true);

    // The confirmations went out through the configured SMTP server.
    await waitForMail(rehearsal.catcher, 'first.buyer@example.test', undefined, 30_000);
    await waitForMail(rehearsal.catcher, 'second.buyer@example.test', undefined, 30_000);
  }, 120_000);

  it('backs up the live database with pg_dump and restores it into an empty one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rehearsal-backup-'));
    const restored = new URL(rehearsal.databaseUrl);
    restored.pathname += '_restored';
    const admin = new pg.Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    try {
      const dump = execFileSync(script('backup-postgres.sh'), [folder], {
        env: { ...process.env, DATABASE_URL: rehearsal.databaseUrl },
        encoding: 'utf8',
      }).trim();
      await admin.query(`CREATE DATABASE ${restored.pathname.slice(1)}`);
      execFileSync(script('restore-postgres.sh'), [dump, restored.toString()], { stdio: 'pipe' });
      // A second restore into the same (now full) database is refused.
      expect(() =>
        execFileSync(script('restore-postgres.sh'), [dump, restored.toString()], { stdio: 'pipe' }),
      ).toThrow();

      const count = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query('SELECT count(*)::int AS n FROM orders')).rows[0].n as number;
        } finally {
          await client.end();
        }
      };
      expect(await count(restored.toString())).toBe(await count(rehearsal.databaseUrl));
      expect(await count(restored.toString())).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${restored.pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

function script(name: string): string {
  return fileURLToPath(new URL(`./${name}`, import.meta.url));
}
