import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
}

// Counts (COUNT(*)) come back from pg as strings; our code wants numbers everywhere.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, admin kill) emits 'error' on the pool;
  // unhandled, that would end the process. The pool replaces the connection on next use.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
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
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
