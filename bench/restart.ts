// How long a restart of a built site keeps it down: from the start of the process until /readyz
// answers 200, on an SQLite database that already exists (migrated and seeded by a first start).
// Measured for the production start (`node dist/server/server.js`, what `npm run start:prod` runs)
// and for `npm start`, whose build step is skipped when the sources have not changed. The target
// is 3 s. On a shared machine the wall time swings with the load, so the server's own CPU time
// until it was ready is shown too (from /proc, Linux only). Run with `npm run bench:restart`
// (builds first when the sources changed).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const port = Number(process.env.BENCH_PORT ?? 4394);
const runs = Number(process.env.BENCH_RESTARTS ?? 5);
const dbPath = join(tmpdir(), `home-inspection-restart-${port}.db`);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: `sqlite:${dbPath}`,
  LOG_LEVEL: 'warn',
  // A throwaway site that takes no orders: the built-in test gateway is fine.
  ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
  SESSION_SECRET: 'bench-only-session-secret-not-for-a-live-site',
};

/** CPU time (user + system, ms) a process has used so far, or NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Starts `command`, and resolves with the milliseconds until /readyz answered 200. */
async function timeToReady(command: string, args: string[]): Promise<[number, ChildProcess]> {
  const started = performance.now();
  // Its own process group, so `npm start` and the server it runs stop together.
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return [performance.now() - started, child];
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${command} was not ready within 60 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // npm start's server may outlive npm by a moment: wait until the port is free again.
  for (let i = 0; i < 500; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      await new Promise((r) => setTimeout(r, 10));
    } catch {
      return;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function measure(label: string, command: string, args: string[]): Promise<void> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [ms, child] = await timeToReady(command, args);
    times.push(ms);
    cpu.push(cpuMs(child.pid));
    await stop(child);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const worst = sorted[sorted.length - 1]!;
  const verdict = worst <= 3000 ? 'within 3 s' : 'OVER 3 s';
  const cpuNote = command === process.execPath ? `, server CPU ${median(cpu).toFixed(0)} ms` : '';
  console.log(
    `${label.padEnd(38)} median ${median(times).toFixed(0).padStart(5)} ms   worst ${worst.toFixed(0).padStart(5)} ms   (${runs} restarts, ${verdict}${cpuNote})`,
  );
}

async function main(): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  const server = ['--enable-source-maps', 'dist/server/server.js'];
  // The first start creates, migrates and seeds the database; restarts find it ready.
  const [first, child] = await timeToReady(process.execPath, server);
  await stop(child);
  console.log(`${'first start (new database)'.padEnd(38)} ${first.toFixed(0)} ms`);
  console.log(
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  await measure('restart: node dist/server/server.js', process.execPath, server);
  await measure('restart: npm start (nothing changed)', 'npm', ['start']);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
