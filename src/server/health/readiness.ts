import type { Db } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { pendingMigrations } from '../db/migrate';

/** How long /readyz waits for the database: a probe must answer quickly either way. */
export const READINESS_TIMEOUT_MS = 1500;

export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };

/** Whether the database answers within the time limit and has every migration this build knows. */
export async function checkReadiness(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), late]);
    if (pending === 'late')
      return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
    if (pending.length > 0)
      return {
        ready: false,
        reason: `${pending.length} database migration(s) not applied`,
        detail: pending.join(', '),
      };
    return { ready: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const reason = isDatabaseUnavailable(error)
      ? 'the database is unreachable'
      : 'the database check failed';
    return { ready: false, reason, detail };
  } finally {
    clearTimeout(timer);
  }
}
