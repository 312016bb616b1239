import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { Env } from '../env';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
  /** Runs `work` free of the statement limit (schema changes may be slow): on PostgreSQL, on a pool of its own. */
  withoutQueryLimit<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

/** How long PostgreSQL may keep us waiting (SQLite only waits out its busy timeout). */
export interface DatabaseLimits {
  /** Longest wait for a connection: a new one, or a free one of the pool. */
  connectTimeoutMs: number;
  /** Longest a statement may run (PostgreSQL cancels it); 0: no limit (schema changes). */
  queryTimeoutMs: number;
  /** Told when a connection breaks (the pool replaces it); the console when not given. */
  onConnectionLost?: (message: string) => void;
}

export const defaultDatabaseLimits: DatabaseLimits = {
  connectTimeoutMs: 1000,
  queryTimeoutMs: 1000,
};

export function databaseLimits(
  env: Pick<Env, 'DB_CONNECT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS'>,
  log: { warn(message: string): void },
): DatabaseLimits {
  return {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    onConnectionLost: (message) => log.warn(message),
  };
}

// The server cancels a slow statement itself; the client stops waiting a little later, for a
// server (or a network) that has gone silent and will never answer.
const CLIENT_WAIT_MARGIN_MS = 250;
// A transaction left open by a stuck or dead process must not hold its locks for long.
const IDLE_IN_TRANSACTION_MS = 10_000;
const IDLE_CONNECTION_MS = 30_000;

// Counts (COUNT(*)) come back from pg as strings; our code wants numbers everywhere.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(
  url: string,
  limits: DatabaseLimits = defaultDatabaseLimits,
): DatabaseHandle {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(limits.queryTimeoutMs > 0 && {
      statement_timeout: limits.queryTimeoutMs,
      query_timeout: limits.queryTimeoutMs + CLIENT_WAIT_MARGIN_MS,
    }),
  });
  // A connection the server drops (restart, failover, admin kill) emits 'error': on the pool while
  // idle, on the client while checked out. Unhandled, either would end the process; the failed
  // query is answered with the error and the pool replaces the connection.
  const lost = (error: Error) =>
    (limits.onConnectionLost ?? console.warn)(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: closingSilent(pool) }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
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

/**
 * The pool as Kysely sees it, except that a connection whose answer never came is closed at once:
 * pg leaves it waiting for that answer, so reused (or asked to roll back) it would hang again.
 */
function closingSilent(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const query = (sql: string, parameters: readonly unknown[]) =>
        client.query(sql, [...parameters]).catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout')
            client.connection.stream.destroy();
          throw error;
        });
      // Only the (sql, parameters) form: Kysely uses the cursor form only with a cursor class.
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL for readers beside a writer, busy_timeout to wait for a lock instead of SQLITE_BUSY errors.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    withoutQueryLimit: (work) => work(db),
  };
}
