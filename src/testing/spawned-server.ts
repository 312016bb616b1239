import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SpawnedServer {
  child: ChildProcess;
  /** The port it listens on (known once it logged so). */
  port: number;
  stdout(): string;
  stderr(): string;
  /** Its exit code, and when it came (Date.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * The server as it runs in production, from source (`node --import tsx src/server/server.ts`), with
 * these settings over test defaults (a free port, info logs, NODE_ENV=test so no .env is read), its
 * output captured for the signal and start-up tests. Resolves once it listens; with
 * `listen: false`, at once (for a start expected to fail).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { listen?: boolean } = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SEED_DEMO_SLOTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const server: SpawnedServer = { child, port: 0, stdout: () => out, stderr: () => err, exited };
  if (options.listen === false) return server;

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const match = LISTENING.exec(out);
    if (match) {
      server.port = Number(match[1]);
      return server;
    }
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} during start:\n${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not listen within 30 s:\n${out}\n${err}`);
}
