// Benchmarks: requests per second and p99 latency of the hottest read endpoints on loopback, each
// next to a bare Fastify route measured in the same run, and the initial JavaScript the home page
// downloads (gzip). Run with `npm run bench`.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { initialJavaScript } from '../src/testing/page-weight';
import { buildDir, startBuiltSite, waitUp } from './built-site';

const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bareBundle = `${buildDir}/bench/bare-server.js`;
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
}

/** A process's user + system CPU time in ms, from /proc (Linux; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks, 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function measure(url: string, pid: number | undefined): Promise<Figures> {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const before = cpuMs(pid);
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  const after = cpuMs(pid);
  const cpuUs =
    before === null || after === null ? null : ((after - before) * 1000) / r.requests.total;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuUs };
}

const line = (f: Figures) =>
  `${Math.round(f.rps)} req/s, p99 ${f.p99} ms` +
  (f.cpuUs === null ? '' : `, CPU ${f.cpuUs.toFixed(0)} µs/req`) +
  (f.errors ? `, errors ${f.errors}` : '');

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
  // Both servers: same Node.js, NODE_ENV and log level, so the ratio is what the site adds.
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
  };
  const children: ChildProcess[] = [
    startBuiltSite('bench', port, common),
    spawn(process.execPath, [bareBundle], {
      env: { ...common, PORT: String(port + 1) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ];
  try {
    await waitUp(`${base}/cms-admin/api/session.php`);
    await waitUp(bareUrl);
    console.log(`${connections} connections, ${seconds} s each`);
    for (const path of targets) {
      // Measured back to back, so both see the same load from anything else on the machine.
      const site = await measure(base + path, children[0]?.pid);
      const bare = await measure(bareUrl, children[1]?.pid);
      console.log(
        `${path}\n  ${line(site)}; bare Fastify ${line(bare)}; ratio ${(site.rps / bare.rps).toFixed(2)}x`,
      );
    }
    const js = initialJavaScript(buildDir).bytes;
    console.log(`Home page initial JavaScript: ${js} bytes (${(js / 1024).toFixed(1)} KiB) gzip`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

void main();
