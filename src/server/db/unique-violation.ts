import type { Db } from './database';
import { conflict } from '../errors';

/** Whether a database error is a unique-index violation (PostgreSQL 23505 or SQLite's). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs `work` in one transaction, answering a unique-index violation as a conflict with
 * `uniqueMessage`: the index still decides when two administrators save the same value at once.
 */
export async function inTransaction<T>(
  db: Db,
  uniqueMessage: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(uniqueMessage);
    throw error;
  }
}
