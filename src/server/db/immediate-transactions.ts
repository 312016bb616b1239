import { CompiledQuery, type Dialect, SqliteDialect, type SqliteDatabase } from 'kysely';

/**
 * SQLite for Kysely, whose transactions take the write lock as they begin (BEGIN IMMEDIATE).
 *
 * Kysely begins a deferred transaction: it reads on a snapshot and asks for the write lock at its
 * first write. When another connection to the file committed in between, that first write fails
 * at once with SQLITE_BUSY, which busy_timeout does not wait out: the snapshot is stale. The site
 * answered a 503 for it. Immediate, the transaction waits for the lock (busy_timeout) before it
 * reads anything, like any single write. The site's own queries share one connection and run one
 * transaction at a time, so this costs them nothing; it matters when another process writes to
 * the same file (a maintenance script, or the tests' own connection).
 */
export function immediateSqliteDialect(database: SqliteDatabase): Dialect {
  const dialect = new SqliteDialect({ database });
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      driver.beginTransaction = async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      };
      return driver;
    },
  };
}
