// Benchmarks: server CPU time per request, requests per second and p99 latency of the hottest read
// endpoints on loopback, each next to a bare Fastify route measured in the same run, for a
// cookieless visitor and a returning one (session cookies), both accepting compression as
// browsers do; beside it, a Fastify route sending the site's very answer (same status, headers and
// bytes), whose ratio leaves out what a bigger answer costs Node.js, the kernel and the load
// generator; and the initial JavaScript the home page downloads (gzip). Run with `npm run
// bench`; BENCH_RUNS repeats the whole set and prints the medians, BENCH_ENV=development runs the
// site with the default (development) settings, request log included.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { initialJavaScript } from '../src/testing/page-weight';
import type { RecordedAnswer } from './bare-server';
import { buildDir, startBuiltSite, waitUp } from './built-site';

const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const development = process.env.BENCH_ENV === 'development';
const bareBundle = `${buildDir}/bench/bare-server.js`;
const answersFile = `${buildDir}/bench/answers.json`;
// Set by Node.js for every answer, or for this connection: the bare server adds its own.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);
// What a browser sends: every visitor accepts these; a returning one also has its cookies.
const ACCEPT_ENCODING = 'gzip, deflate, br';
const targets = [
  '/cms-admin/api/pages.php?slug=home',
  '/cms-admin/api/get_slots.php?future=true&limit=20',
  '/cms-admin/api/services.php',
];

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU time per request (µs): steadier than req/s on a machine others load. */
  cpuUs: number | null;
  /** Of which in the process's own code (user time), the rest being the kernel's (sockets). */
  userUs: number | null;
}

/** A process's user and system CPU time in ms, from /proc (Linux; null elsewhere). */
function cpuMs(pid: number | undefined): { user: number; total: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks, 100 per second on Linux.
    const user = Number(fields[11]) * 10;
    return { user, total: user + Number(fields[12]) * 10 };
  } catch {
    return null;
  }
}

async function measure(
  url: string,
  pid: number | undefined,
  headers: Record<string, string>,
): Promise<Figures> {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const after = cpuMs(pid);
  const perRequest = (pick: 'user' | 'total') =>
    before === null || after === null
      ? null
      : ((after[pick] - before[pick]) * 1000) / r.requests.total;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: perRequest('total'),
    userUs: perRequest('user'),
  };
}

const line = (f: Figures) =>
  `${Math.round(f.rps)} req/s, p99 ${f.p99} ms` +
  (f.cpuUs === null ? '' : `, CPU ${f.cpuUs.toFixed(0)} µs/req (user ${f.userUs?.toFixed(0)})`) +
  (f.errors ? `, errors ${f.errors}` : '');

/** The site's speed as a share of the bare route's: by CPU per request when known, else by req/s. */
const cpuRatio = (site: Figures, bare: Figures) =>
  site.cpuUs && bare.cpuUs ? bare.cpuUs / site.cpuUs : null;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The session and CSRF cookies the site gives a first visit, as a browser would send them back. */
async function sessionCookies(): Promise<string> {
  const res = await fetch(`${base}/cms-admin/api/session.php`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';', 1)[0]);
  if (!cookies.length) throw new Error('session.php set no cookie');
  return cookies.join('; ');
}

/** The site's answer to `url` as it went over the wire (no decompression), to send again. */
function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(
          (entry): entry is [string, string | string[]] =>
            entry[1] !== undefined && !TRANSPORT_HEADERS.has(entry[0]),
        );
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(kept),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    }).on('error', reject);
  });
}

async function main(): Promise<void> {
  await build({
    entryPoints: ['bench/bare-server.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: bareBundle,
    logLevel: 'warning',
  });
  // Both servers: same Node.js, NODE_ENV and log level, so the ratio is what the site adds. With
  // BENCH_ENV=development the site keeps its defaults (request log on); the bare route has none.
  const common = development
    ? { ...process.env, NODE_ENV: 'development' }
    : { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_REQUESTS: 'false' };
  const siteEnv = development
    ? { NODE_ENV: 'development', LOG_LEVEL: undefined, LOG_REQUESTS: undefined }
    : common;
  const children: ChildProcess[] = [startBuiltSite('bench', port, siteEnv, { quiet: development })];
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    const visitors: [string, Record<string, string>][] = [
      ['cookieless', { 'accept-encoding': ACCEPT_ENCODING }],
      ['returning', { 'accept-encoding': ACCEPT_ENCODING, cookie: await sessionCookies() }],
    ];
    // The second (kept) answer of each address, in the order measured below.
    const answers: RecordedAnswer[] = [];
    for (const path of targets)
      for (const [, headers] of visitors) {
        await recordAnswer(base + path, headers);
        answers.push(await recordAnswer(base + path, headers));
      }
    writeFileSync(answersFile, JSON.stringify(answers));
    children.push(
      spawn(process.execPath, [bareBundle], {
        env: { ...common, PORT: String(port + 1), BARE_ANSWERS: answersFile },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
    await waitUp(bareUrl);
    console.log(
      `${development ? 'development' : 'production'} settings, ${connections} connections, ` +
        `${seconds} s each, ${runs} run(s); ratio = bare route's CPU per request / the site's`,
    );
    const ratios = new Map<string, Record<'site' | 'bare' | 'ratio' | 'same', number[]>>();
    const ratioText = (site: Figures, bare: Figures) => {
      const ratio = cpuRatio(site, bare);
      return ratio === null
        ? `req/s ratio ${(site.rps / bare.rps).toFixed(2)}x`
        : `ratio ${ratio.toFixed(2)}x`;
    };
    for (let run = 1; run <= runs; run++) {
      let answer = 0;
      for (const path of targets) {
        for (const [visitor, headers] of visitors) {
          // Measured back to back, so all three see the same load from anything else running.
          const site = await measure(base + path, children[0]?.pid, headers);
          const bare = await measure(bareUrl, children[1]?.pid, headers);
          const sameUrl = `http://127.0.0.1:${port + 1}/same/${answer++}`;
          const same = await measure(sameUrl, children[1]?.pid, headers);
          console.log(
            `${path} (${visitor})\n  ${line(site)}; bare Fastify ${line(bare)}; ` +
              `${ratioText(site, bare)}\n  the same answer from bare Fastify ${line(same)}; ` +
              ratioText(site, same),
          );
          const key = `${path} (${visitor})`;
          const kept = ratios.get(key) ?? { site: [], bare: [], ratio: [], same: [] };
          const ratio = cpuRatio(site, bare);
          const sameRatio = cpuRatio(site, same);
          if (ratio !== null && sameRatio !== null && site.cpuUs !== null && bare.cpuUs !== null) {
            kept.site.push(site.cpuUs);
            kept.bare.push(bare.cpuUs);
            kept.ratio.push(ratio);
            kept.same.push(sameRatio);
          }
          ratios.set(key, kept);
        }
      }
    }
    if (runs > 1) {
      console.log('Medians: site CPU µs/req, bare CPU µs/req, ratio, ratio to the same answer');
      for (const [key, { site, bare, ratio, same }] of ratios)
        console.log(
          `  ${key}: ${median(site).toFixed(0)}, ${median(bare).toFixed(0)}, ` +
            `${median(ratio).toFixed(2)}x, ${median(same).toFixed(2)}x`,
        );
    }
    const js = initialJavaScript(buildDir).bytes;
    console.log(`Home page initial JavaScript: ${js} bytes (${(js / 1024).toFixed(1)} KiB) gzip`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

void main();
