import { conflict } from '../errors';

/** Whether a database error is a unique-index violation (PostgreSQL 23505 or SQLite's). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs `work`, answering a unique-index violation as a conflict with `message`: the index still
 * decides when two administrators save the same value at once, after the friendly check passed.
 */
export async function uniqueAsConflict<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
