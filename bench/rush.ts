// A booking rush: RUSH_VISITORS visitors at once for RUSH_SECONDS, each browsing pages, slots and
// prices, one action in ten an order, many racing for the same few times. On PostgreSQL with two
// site processes (when RUSH_DATABASE_URL or TEST_DATABASE_URL names a server), then on SQLite with
// one. Prints a table: answers by status (none may be 500 or more), order answers by status (each
// 201 or 409), the p50 and p99 of order answers, orders placed and answered per second, and the
// load average before and after (the machine may be shared: wall times swing with it). Run with
// `npm run bench:rush` (loopback only); RUSH_ONLY=postgres or sqlite runs one of the two.
// RUSH_THINK_MS: each visitor pauses a random 0 to twice that between clicks, as a person reads
// (default 0: every visitor clicks again the moment an answer arrives, a load far above 200 people).
// RUSH_WARMUP_SECONDS: the visitors start this long (default 10) before the measured minute, as on
// a site already running when its rush comes: freshly started processes compile their code and
// open their pool's connections in their first seconds. The warm-up's answers count for every
// check but the order times', and its order times are printed on a row of their own.
// RUSH_TIMES: free times added before the rush (default 3000), so that visitors can order for the
// whole run and not only until the demo's 120 slots are gone; the orders are also shown by ten
// seconds of the run, the first ones being a cold start's.
// RUSH_NODE_ARGS: arguments for Node.js in each site process (space-separated), such as
// `--cpu-prof --cpu-prof-dir=profiles` to see where a process's time goes under the rush.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildCart } from '../src/shared/booking/cart';
import { orderFormSchema } from '../src/shared/booking/order-form';
import type { Service } from '../src/shared/services/service';
import type { Slot } from '../src/shared/slots/slot';
import { validCheckout } from '../src/testing/booking-fixtures';
import { builtSiteDbPath, startBuiltSite, waitUp } from './built-site';
import { closeClient, send } from './rush-client';
import { addRushTimes } from './rush-times';

const port = Number(process.env.RUSH_PORT ?? 4394);
const seconds = Number(process.env.RUSH_SECONDS ?? 60);
const visitors = Number(process.env.RUSH_VISITORS ?? 200);
const warmup = Number(process.env.RUSH_WARMUP_SECONDS ?? 10);
const thinkMs = Number(process.env.RUSH_THINK_MS ?? 0);
const freeTimes = Number(process.env.RUSH_TIMES ?? 3000);
const nodeArgs = (process.env.RUSH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const pgServer = process.env.RUSH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const API = '/cms-admin/api';
const METRICS_TOKEN = randomBytes(12).toString('hex');
// The first few free times: where a rush of customers collides.
const CONTESTED = 6;

interface Tally {
  answers: number;
  serverErrors: number;
  /** Every answer by status. */
  statuses: Map<number, number>;
  orders: Map<number, number>;
  orderMs: number[];
  /** When each order was answered (ms since the epoch), beside `orderMs`. */
  orderAt: number[];
  /** Each order's status, beside `orderMs`: a race's losers (409) wait for its winner. */
  orderStatus: number[];
}

const count = (map: Map<number, number>, status: number) =>
  map.set(status, (map.get(status) ?? 0) + 1);
/** CPU time (user + system, ms) a process has used so far, or NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks, 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function session(base: string, ip: string): Promise<Record<string, string>> {
  const res = await send(`${base}${API}/session.php`, { headers: { 'x-forwarded-for': ip } });
  const cookies = res.cookies.map((c) => c.split(';')[0] ?? '');
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return {
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
    'content-type': 'application/json',
    'x-forwarded-for': ip,
  };
}

async function visitor(bases: string[], n: number, until: number, tally: Tally): Promise<void> {
  const base = bases[n % bases.length] ?? '';
  // Each visitor its own address (the site trusts one proxy), as customers behind a balancer.
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
  const headers = await session(base, ip);
  let orders = 0;
  const get = async (path: string) => {
    const res = await send(`${base}${path}`, { headers });
    tally.answers++;
    count(tally.statuses, res.status);
    if (res.status >= 500) tally.serverErrors++;
    return res;
  };
  const services = JSON.parse((await get(`${API}/services.php`)).text()) as Service[];
  for (let step = 0; Date.now() < until; step++) {
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * thinkMs));
    const roll = Math.random();
    if (roll < 0.1) {
      const slots = JSON.parse((await get(`${API}/get_slots.php?future=true&limit=20`)).text());
      const free = (Array.isArray(slots) ? slots : []) as Slot[];
      const slot = free[Math.floor(Math.random() * Math.min(CONTESTED, free.length))];
      if (!slot) continue;
      const email = `rush-${n}-${orders++}-${randomBytes(3).toString('hex')}@example.test`;
      const body = submission(services, slot, email);
      const started = performance.now();
      const res = await send(`${base}${API}/inspection_orders.php`, {
        method: 'POST',
        // Each order from an address of its own: the per-address daily limit is not what is measured.
        headers: { ...headers, 'x-forwarded-for': `${ip.slice(0, ip.lastIndexOf('.'))}.${orders}` },
        body: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      tally.orderMs.push(ms);
      tally.orderAt.push(Date.now());
      tally.orderStatus.push(res.status);
      tally.answers++;
      count(tally.statuses, res.status);
      if (res.status >= 500) tally.serverErrors++;
      count(tally.orders, res.status);
    } else if (roll < 0.4) await get(`${API}/get_slots.php?future=true&limit=20`);
    else if (roll < 0.6) await get(`${API}/services.php`);
    else if (roll < 0.8) await get(`${API}/pages.php?slug=home`);
    else await get(step % 2 ? '/' : '/home-inspection');
  }
}

function submission(services: Service[], slot: Slot, email: string) {
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
  return {
    slot_id: slot.id,
    cart,
    checkout: { ...validCheckout, email },
    order_uuid: randomUUID(),
    payment_status: 'pending',
  };
}

async function rush(label: string, databaseUrl: string | undefined, processes: number) {
  const sites: ChildProcess[] = [];
  const bases: string[] = [];
  for (let i = 0; i < processes; i++) {
    const at = port + i;
    sites.push(
      startBuiltSite(
        'rush',
        at,
        {
          TRUST_PROXY: '1',
          OUTBOX_POLL_MS: '1000',
          LOG_LEVEL: 'error',
          METRICS_TOKEN,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        { nodeArgs },
      ),
    );
    bases.push(`http://127.0.0.1:${at}`);
    // One after the other: the first one migrates and seeds the database.
    await waitUp(`${bases[i]}/readyz`);
  }
  await addRushTimes(
    databaseUrl ? { url: databaseUrl } : { path: builtSiteDbPath('rush', port) },
    freeTimes,
  );
  const tally: Tally = {
    answers: 0,
    serverErrors: 0,
    statuses: new Map(),
    orders: new Map(),
    orderMs: [],
    orderAt: [],
    orderStatus: [],
  };
  const loadBefore = loadAverage();
  const cpuBefore = sites.reduce((sum, site) => sum + cpuMs(site.pid), 0);
  let cpuUsed: number;
  let siteOrders: string;
  const started = Date.now();
  const measureFrom = started + warmup * 1000;
  const until = measureFrom + seconds * 1000;
  try {
    await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(bases, n, until, tally)));
  } finally {
    cpuUsed = sites.reduce((sum, site) => sum + cpuMs(site.pid), 0) - cpuBefore;
    siteOrders = await siteOrderTimes(bases).catch(() => 'not read');
    for (const site of sites) {
      const exited = once(site, 'exit');
      site.kill('SIGTERM');
      await exited;
    }
  }
  const elapsed = (Date.now() - started) / 1000;
  const quantile = (ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  };
  const measured = tally.orderMs.filter((_m, k) => tally.orderAt[k]! >= measureFrom);
  const warming = tally.orderMs.filter((_m, k) => tally.orderAt[k]! < measureFrom);
  const at = quantile(measured);
  const warm = quantile(warming);
  const split = [...new Set(tally.orderStatus)]
    .sort((a, b) => a - b)
    .map((status) => {
      const of = quantile(
        tally.orderMs.filter(
          (_m, k) => tally.orderStatus[k] === status && tally.orderAt[k]! >= measureFrom,
        ),
      );
      return `${status}: ${of(0.5).toFixed(0)} / ${of(0.99).toFixed(0)} ms`;
    })
    .join(', ');
  const placed = tally.orders.get(201) ?? 0;
  const byStatus = (map: Map<number, number>) =>
    [...map]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  const others = [...tally.orders.keys()].filter((s) => s !== 201 && s !== 409);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILS');
  const rows: [string, string, string][] = [
    ['answers', byStatus(tally.statuses), verdict(tally.serverErrors === 0)],
    ['answers of 500 or more', String(tally.serverErrors), verdict(tally.serverErrors === 0)],
    ['order answers', byStatus(tally.orders), verdict(others.length === 0)],
    [
      `warm-up (${warmup} s) p50 / p99`,
      `${warm(0.5).toFixed(0)} / ${warm(0.99).toFixed(0)} ms of ${warming.length}`,
      '',
    ],
    ['order answer p50', `${at(0.5).toFixed(0)} ms of ${measured.length}`, ''],
    ['order answer p99', `${at(0.99).toFixed(0)} ms`, verdict(at(0.99) <= 500)],
    ['p50 / p99 by status', split, ''],
    // The site's own time for an order (its request metrics), apart from the visitors' client.
    ['site: orders within 250, 500 ms', siteOrders, ''],
    ['orders placed per second', (placed / elapsed).toFixed(1), ''],
    ['orders answered per second', (tally.orderMs.length / elapsed).toFixed(1), ''],
    // Steadier than wall times on a shared machine: what the site's processes spent an answer.
    ['site CPU per answer', `${((cpuUsed / Math.max(1, tally.answers)) * 1000).toFixed(0)} µs`, ''],
    ['load average before, after', `${loadBefore}; ${loadAverage()}`, ''],
  ];
  const tenths = Array.from({ length: Math.ceil(elapsed / 10) }, (_, i) => {
    const ms = tally.orderMs.filter(
      (_m, k) => Math.floor((tally.orderAt[k]! - started) / 10_000) === i,
    );
    const of = quantile(ms);
    return `${i * 10}–${i * 10 + 10} s: ${ms.length}, ${of(0.5).toFixed(0)} / ${of(0.99).toFixed(0)} ms`;
  });
  rows.splice(6, 0, ['orders by 10 s, p50 / p99', tenths.join('; '), '']);
  const pause = thinkMs > 0 ? `, pausing 0–${2 * thinkMs} ms between clicks` : ', no pause';
  console.log(`\n${label}: ${visitors} visitors for ${elapsed.toFixed(0)} s${pause}`);
  for (const [name, value, mark] of rows)
    console.log(`  ${name.padEnd(28)} ${value.padEnd(40)} ${mark}`);
  return tally.serverErrors + others.length + (at(0.99) > 500 ? 1 : 0);
}

/** The share of order answers the site itself gave within 250 and 500 ms (its metrics' buckets). */
async function siteOrderTimes(bases: string[]): Promise<string> {
  const within = new Map<string, number>();
  for (const base of bases) {
    const res = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    for (const line of (await res.text()).split('\n')) {
      if (!line.startsWith('http_request_duration_seconds_bucket{')) continue;
      if (!line.includes('method="POST"') || !line.includes('inspection_orders')) continue;
      const le = /le="([^"]+)"/.exec(line)?.[1] ?? '';
      within.set(le, (within.get(le) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
  }
  const all = within.get('+Inf') ?? 0;
  const share = (le: string) =>
    `${(((within.get(le) ?? 0) / Math.max(1, all)) * 100).toFixed(1)} %`;
  return `${share('0.25')}, ${share('0.5')} of ${all}`;
}

async function withPostgresDatabase<T>(server: string, work: (url: string) => Promise<T>) {
  const name = `rush_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const only = process.env.RUSH_ONLY;
let failures = 0;
if (only === 'sqlite') console.log('PostgreSQL left out (RUSH_ONLY=sqlite).');
else if (pgServer)
  failures += await withPostgresDatabase(pgServer, (url) =>
    rush('PostgreSQL, two processes', url, 2),
  );
else console.log('PostgreSQL skipped: set RUSH_DATABASE_URL (or TEST_DATABASE_URL).');
if (only !== 'postgres') failures += await rush('SQLite, one process', undefined, 1);
closeClient();
process.exitCode = failures > 0 ? 1 : 0;
