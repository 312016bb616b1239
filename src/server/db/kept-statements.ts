import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** The site's distinct queries number a few hundred (an `in` list's lengths add some more). */
export const KEPT_STATEMENTS = 500;

/**
 * The SQLite database as Kysely's dialect sees it, each query's statement prepared once and
 * kept: Kysely prepares every query it runs, and in a booking rush preparing (and the row shape
 * better-sqlite3 compiles for each new statement) took as much CPU as running the queries
 * (decision 099). SQLite prepares a kept statement again by itself when the schema changes. The
 * least recently used goes first when more are kept than `max`.
 */
export function keptStatements(sqlite: SQLite.Database, max = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close() {
      kept.clear();
      sqlite.close();
    },
    prepare(sql) {
      const found = kept.get(sql);
      // A statement still being iterated may not run again until it ends: this one gets its own.
      if (found?.busy) return sqlite.prepare(sql);
      if (found) {
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}
