import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Env } from '../env';
import { gatedPool, LOAD_WAITS, LOCK_WAIT } from './gated-pool';
import { immediateSqliteDialect } from './immediate-transactions';
import { keptStatements } from './kept-statements';
import { withWaitsAsLoad } from './load-waits';
import type { PoolStats } from './pool-gate';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
  /** Runs `work` free of the statement limit (schema changes may be slow): on PostgreSQL, on a pool of its own. */
  withoutQueryLimit<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Pooled connections in use and requests waiting for one (SQLite: none). */
  poolStats(): PoolStats;
}

/** How long PostgreSQL may keep us waiting (SQLite only waits out its busy timeout). */
export interface DatabaseLimits {
  /** Longest wait for a new connection to open: past it the database counts as unreachable. */
  connectTimeoutMs: number;
  /** Connections per process. */
  poolSize: number;
  /** Longest wait for a free pooled connection under load, apart from connecting. */
  poolWaitMs: number;
  /** Requests that may wait for a connection at once; one more is refused at once. */
  poolQueueMax: number;
  /** Longest a statement may run (PostgreSQL cancels it); 0: no limit (schema changes). */
  queryTimeoutMs: number;
  /** Told when a connection breaks (the pool replaces it); the console when not given. */
  onConnectionLost?: (message: string) => void;
}

export const defaultDatabaseLimits: DatabaseLimits = {
  connectTimeoutMs: 1000,
  queryTimeoutMs: 1000,
  poolSize: 10,
  poolWaitMs: 5000,
  poolQueueMax: 500,
};

export function databaseLimits(
  env: Pick<
    Env,
    | 'DB_CONNECT_TIMEOUT_MS'
    | 'DB_QUERY_TIMEOUT_MS'
    | 'DB_POOL_SIZE'
    | 'DB_POOL_WAIT_MS'
    | 'DB_POOL_QUEUE_MAX'
  >,
  log: { warn(message: string): void },
): DatabaseLimits {
  return {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    poolSize: env.DB_POOL_SIZE,
    poolWaitMs: env.DB_POOL_WAIT_MS,
    poolQueueMax: env.DB_POOL_QUEUE_MAX,
    onConnectionLost: (message) => log.warn(message),
  };
}

// A transaction left open by a stuck or dead process must not hold its locks for long.
const IDLE_IN_TRANSACTION_MS = 10_000;
const IDLE_CONNECTION_MS = 30_000;
const WARM_CONNECTIONS = 2;

// Counts (COUNT(*)) come back from pg as strings; our code wants numbers everywhere.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(url: string, given: Partial<DatabaseLimits> = {}): DatabaseHandle {
  const limits = { ...defaultDatabaseLimits, ...given };
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  const pool = new pg.Pool({
    connectionString: url,
    // The gated pool lets no more callers in than this, and judges a slow connect itself at the
    // connect timeout (load or out of reach); pg's own limit only ends a connect nobody waits for.
    max: limits.poolSize,
    connectionTimeoutMillis: Math.max(limits.connectTimeoutMs, limits.poolWaitMs),
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Kept open through a quiet spell, so the first requests of a rush find connections that
    // answer at once instead of all opening new ones on a busy machine.
    min: Math.min(WARM_CONNECTIONS, limits.poolSize),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    // The client's own wait for an answer is kept by the gated pool.
    ...(limits.queryTimeoutMs > 0 && { statement_timeout: limits.queryTimeoutMs }),
  });
  // A connection the server drops (restart, failover, admin kill) emits 'error': on the pool while
  // idle, on the client while checked out. Unhandled, either would end the process; the failed
  // query is answered with the error and the pool replaces the connection.
  const lost = (error: Error) =>
    (limits.onConnectionLost ?? console.warn)(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const gated = gatedPool(pool, limits);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: gated }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: gated.stats,
    withoutQueryLimit: async (work) => {
      const own = openDatabase(url, { ...limits, queryTimeoutMs: 0 });
      try {
        return await work(own.db);
      } finally {
        await own.destroy();
      }
    },
  };
}

/** Marks a select … for update whose wait for the row is load: bounded like a lock wait. */
export const lockWait = sql.raw(LOCK_WAIT);

/**
 * From here to the end of the transaction, its lock waits are load (PostgreSQL; nothing on
 * SQLite): the server's statement limit is raised to the pool wait once, instead of raised and
 * restored around each lock wait, two round trips fewer a wait while the transaction holds its
 * locks (decision 080). Its ordinary statements are still given up on by the client after the
 * statement limit, which closes their connection (the server then rolls back).
 */
export async function waitsAreLoad(trx: Db): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`${sql.raw(LOAD_WAITS)}select 1`.execute(trx);
}

/**
 * Runs `work` in a transaction whose lock waits are load from its start, as after waitsAreLoad,
 * with the raised limit sent in the same round trip as its BEGIN (PostgreSQL; on SQLite a plain
 * transaction): one statement and one wait fewer an order (decision 098).
 */
export function loadTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return withWaitsAsLoad(() => db.transaction().execute(work));
}

/**
 * Waits for the transaction-scoped advisory locks named by `keys` (PostgreSQL; SQLite runs one
 * transaction at a time), taken in their order by one statement. The wait is load, not an outage:
 * it is bounded by the pool wait, not the statement limit. Each lock wait costs two round trips
 * more (the statement limit raised and restored), so locks taken together cost that once.
 */
export async function waitForAdvisoryLocks(trx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const locks = sql.join(
    keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
  );
  await sql`${lockWait}select ${locks}`.execute(trx);
}

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL for readers beside a writer, busy_timeout to wait for a lock instead of SQLITE_BUSY errors
  // (transactions take it as they begin, so a stale read never fails their first write).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: immediateSqliteDialect(keptStatements(sqlite)) });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    withoutQueryLimit: (work) => work(db),
  };
}
