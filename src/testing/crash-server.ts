import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

// The site as a real server process, from source (for crash tests: kill -9 and start again).

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteProcess {
  baseUrl: string;
  /** SIGKILL: no shutdown hook runs, as in a crash or an out-of-memory kill. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/cms-admin/api/session.php`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return { baseUrl, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A browser session on a running server: its cookies, and the token every write sends back. */
export async function siteSession(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/cms-admin/api/session.php`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return {
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
    'content-type': 'application/json',
  };
}
