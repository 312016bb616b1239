// The built site as the bench scripts run it: BUILD_DIR/server/server.js in production mode on a
// fresh SQLite database of its own, a throwaway that places no real orders.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** BUILD_DIR as for `npm run build`: a build of one's own, apart from the shared dist/. */
export const buildDir = process.env.BUILD_DIR ?? 'dist';

export interface StartOptions {
  /** Arguments for Node.js itself (a profiler, say). */
  nodeArgs?: string[];
  /** Drop the site's standard output (its request log under load). */
  quiet?: boolean;
}

/** The SQLite file of the site that `startBuiltSite(name, port)` starts. */
export const builtSiteDbPath = (name: string, port: number) =>
  join(tmpdir(), `home-inspection-${name}-${port}.db`);

/** Starts the built site on `port` (`name` names its database file); `env` adds to its settings. */
export function startBuiltSite(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
  { nodeArgs = [], quiet = false }: StartOptions = {},
): ChildProcess {
  const dbPath = builtSiteDbPath(name, port);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  return spawn(process.execPath, [...nodeArgs, `${buildDir}/server/server.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `sqlite:${dbPath}`,
      LOG_LEVEL: 'warn',
      // No orders are placed: the built-in test gateway is fine for a throwaway site.
      ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
      // Production refuses to start without one; a fixed value is fine for a throwaway site.
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-only-session-secret-not-for-a-live-site',
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
}

/** Waits until `url` answers 200 (30 seconds at most). */
export async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}
