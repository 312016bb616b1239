// The production set on one machine: a fresh PostgreSQL database, several built site processes
// with production settings, and Caddy in front of them running deploy/Caddyfile itself (HTTPS from
// Caddy's local CA instead of a public one). The SMTP catcher stands in for the mail server and
// the built-in payment sandbox for the gateway. Used by `npm run rehearse` and its test.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type SmtpCatcher, startSmtpCatcher } from '../src/testing/smtp-catcher';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = join(root, process.env.BUILD_DIR ?? 'dist');

export interface RehearsalOptions {
  /** HTTPS port; HTTP is the next one, then the SMTP catcher, its inbox, and the sites. */
  basePort: number;
  /** A PostgreSQL server where a new database may be created (and dropped at the end). */
  adminDatabaseUrl: string;
  /** How many site processes (two or more). */
  sites?: number;
  /** Where the processes' output goes (default: kept, shown when a start fails). */
  output?: 'inherit' | 'pipe';
}

export interface SiteProcess {
  port: number;
  child: ChildProcess;
}

export interface Rehearsal {
  httpsUrl: string;
  httpUrl: string;
  /** The local CA's root certificate (PEM) that signed the proxy's certificate. */
  caCert: string;
  caCertPath: string;
  databaseUrl: string;
  catcher: SmtpCatcher;
  inboxUrl: string;
  sites: SiteProcess[];
  /** Kills one site process at once (SIGKILL: a crash, no goodbye) and waits until it is gone. */
  crash(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** Whether Caddy is installed (Debian's `caddy` package). */
export function caddyInstalled(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function rehearse(options: RehearsalOptions): Promise<Rehearsal> {
  const { basePort, output = 'pipe' } = options;
  const siteCount = Math.max(2, options.sites ?? 2);
  const [httpsPort, httpPort, smtpPort, inboxPort] = [0, 1, 2, 3].map((i) => basePort + i);
  const sitePorts = Array.from({ length: siteCount }, (_, i) => basePort + 4 + i);
  const work = mkdtempSync(join(tmpdir(), 'home-inspection-rehearsal-'));
  const children: ChildProcess[] = [];
  const logs = new Map<ChildProcess, string>();
  const databaseUrl = await createDatabase(options.adminDatabaseUrl);
  const catcher = await startSmtpCatcher(smtpPort, inboxPort);

  const launch = (command: string, args: string[], env: Record<string, string>) => {
    // The work folder as the working directory: no developer's .env is read by the sites.
    const child = spawn(command, args, {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', HOME: work, ...env },
      stdio: ['ignore', output, output],
    });
    logs.set(child, '');
    const keep = (chunk: Buffer) => logs.set(child, (logs.get(child) ?? '') + chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
    return child;
  };

  const stop = async () => {
    await Promise.all(children.map((child) => ended(child, 'SIGTERM')));
    await catcher.stop();
    await dropDatabase(options.adminDatabaseUrl, databaseUrl);
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const server = await builtServer();
    // What docs/deploy.md sets on a live site, with the rehearsal's stand-ins.
    const siteEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: `https://localhost:${httpsPort}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Keystone Home Inspections <no-reply@localhost>',
      BUSINESS_EMAIL: 'office@example.test',
      // No gateway account here: the built-in sandbox, allowed explicitly (the site warns at start).
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ALLOW_SMS_SANDBOX_IN_PRODUCTION: 'true',
      // A live site says false; the rehearsal needs dates to book.
      SEED_DEMO_SLOTS: 'true',
      LOG_LEVEL: 'warn',
    };
    const sites: SiteProcess[] = [];
    for (const port of sitePorts) {
      const child = launch(process.execPath, ['--enable-source-maps', server], {
        ...siteEnv,
        PORT: String(port),
      });
      sites.push({ port, child });
      // The first one creates the schema and the demo data; the others find them.
      await waitFor(`http://127.0.0.1:${port}/readyz`, child, logs);
    }

    const caddy = launch('caddy', ['run', '--config', join(root, 'deploy/Caddyfile')], {
      XDG_DATA_HOME: join(work, 'data'),
      XDG_CONFIG_HOME: join(work, 'config'),
      CADDY_ADMIN: 'off',
      // Only HTTP's port moves: Caddy's redirect names the site's port only when it is not
      // https_port (it takes that one for the standard 443).
      HTTP_PORT: String(httpPort),
      SITE_ADDRESS: `localhost:${httpsPort}`,
      ACME_EMAIL: 'internal',
      UPSTREAMS: sitePorts.map((port) => `127.0.0.1:${port}`).join(' '),
    });
    const caCertPath = join(work, 'data/caddy/pki/authorities/local/root.crt');
    // Caddy answers on HTTP (a redirect) once it runs, and has made its CA by then.
    await waitFor(`http://127.0.0.1:${httpPort}/`, caddy, logs, {
      anyAnswer: true,
      ready: () => existsSync(caCertPath),
    });

    return {
      httpsUrl: `https://localhost:${httpsPort}`,
      httpUrl: `http://localhost:${httpPort}`,
      caCert: readFileSync(caCertPath, 'utf8'),
      caCertPath,
      databaseUrl,
      catcher,
      inboxUrl: `http://127.0.0.1:${inboxPort}/messages`,
      sites,
      crash: async (index) => {
        const site = sites[index];
        if (site) await ended(site.child, 'SIGKILL');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The built server; the server bundle is made here when only the client was built. */
async function builtServer(): Promise<string> {
  const server = join(buildDir, 'server/server.js');
  if (!existsSync(join(buildDir, 'client/index.html')))
    throw new Error('The site is not built: run `npm run build` first.');
  if (!existsSync(server)) execFileSync('npm', ['run', 'build:server'], { cwd: root });
  return server;
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `home_inspection_rehearsal_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Signals `child` (unless it already ended) and resolves once it has exited. */
async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/**
 * Waits until `url` answers 200, or with `anyAnswer` anything at all, and `ready()` holds; fails
 * with the process's output if `child` ends first.
 */
async function waitFor(
  url: string,
  child: ChildProcess,
  logs: Map<ChildProcess, string>,
  { anyAnswer = false, ready = () => true }: { anyAnswer?: boolean; ready?: () => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${child.spawnfile} exited with ${child.exitCode}:\n${logs.get(child)}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if ((anyAnswer || res.status === 200) && ready()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s:\n${logs.get(child)}`);
}
