// PostgreSQL SQLSTATEs that say "not now" rather than "wrong": connection exceptions (class 08),
// cancelled statements (statement_timeout), shutdown or restart, and a full server.
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
// Socket failures on the way to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg and pg-pool say when they gave up waiting, or the connection broke under a query.
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database is out of reach or too slow just now (worth a 503 and a
 * retry), as opposed to a bug or a bad query. Follows `cause` a few levels for wrapped errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
      // SQLite's busy_timeout ran out: another writer holds the database.
      if (code === 'SQLITE_BUSY') return true;
      // Every pooled connection stayed busy past the wait limit (load, not an outage).
      if (code === 'POOL_BUSY') return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
