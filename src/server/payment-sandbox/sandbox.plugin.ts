import type { FastifyPluginAsync } from 'fastify';
import type { SandboxCredentials, SandboxOptions } from './sandbox-context';
import { migrateSandbox } from './sandbox-migrate';
import type { SandboxDatabase, SandboxDb } from './sandbox-tables';
import { sandboxRoutes } from './sandbox.routes';

export type { SandboxCredentials, SandboxOptions };

/**
 * The built-in payment sandbox, and the one entry point for whoever mounts it (under /sandbox):
 * makes its tables, then serves Authorize.Net's JSON API at its real path and a stand-in for the
 * hosted card form's script. A site that does not mount it has none of its routes or tables.
 */
export const paymentSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  // The app's connection pool, seen with the sandbox's tables only.
  const db: SandboxDb = app.db.withTables<SandboxDatabase>();
  // Like the business migrations: while another process migrates, this one waits for its lock.
  await app.withoutQueryLimit((own) => migrateSandbox(own.withTables<SandboxDatabase>()));
  const { credentials, timeZone, paymentTimeoutMs, settleAt } = options;
  await app.register(sandboxRoutes, { credentials, timeZone, paymentTimeoutMs, settleAt, db });
};
