// Benchmarks: requests per second and p99 latency of the hottest read endpoints on loopback,
// and the initial JavaScript the home page downloads (gzip). Run with `npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dbPath = join(tmpdir(), `home-inspection-bench-${port}.db`);
const targets = [
  '/cms-admin/api/pages.php?slug=home',
  '/cms-admin/api/get_slots.php?future=true&limit=20',
];

async function waitUp(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/cms-admin/api/session.php`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function initialJsGzipBytes(): number {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join('dist/client', f))).length, 0);
}

async function main(): Promise<void> {
  for (const s of ['', '-wal', '-shm']) rmSync(dbPath + s, { force: true });
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${dbPath}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without one; a fixed value is fine for a throwaway bench site.
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-only-session-secret-not-for-a-live-site',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUp();
    for (const path of targets) {
      await autocannon({ url: base + path, connections: 10, duration: 2 }); // warm-up
      const r = await autocannon({
        url: base + path,
        connections: 50,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip' },
      });
      console.log(
        `${path}\n  ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
      );
    }
    console.log(
      `Home page initial JavaScript: ${(initialJsGzipBytes() / 1024).toFixed(1)} KiB gzip`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

void main();
