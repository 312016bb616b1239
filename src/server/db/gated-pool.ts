import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import { Places, type PoolStats } from './pool-gate';

// The server cancels a slow statement itself; the client stops waiting a little later, for a
// server (or a network) that has gone silent and will never answer.
export const CLIENT_WAIT_MARGIN_MS = 250;

/** Marks a statement that waits for a lock: see waitForAdvisoryLocks and lockWait. */
export const LOCK_WAIT = '/* lock wait */ ';
const LOCKING_SELECT = `select ${LOCK_WAIT}`;

// New connections opened at once: a rush opening ten at a time makes every one slow to open.
const CONNECTING_AT_ONCE = 2;

export interface GatedPoolLimits {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  poolSize: number;
  poolWaitMs: number;
  poolQueueMax: number;
}

/**
 * The pool as Kysely sees it. A caller waits for one of `poolSize` places in a queue of its own,
 * bounded by the pool wait, apart from connecting (bounded by the connect timeout). A database
 * out of reach (a connect fails, or times out while no statement is answered) fails everyone
 * waiting at once, for a quick 503; a slow connect while others get answers is load: tried again.
 * A connection whose answer never came is closed at once: pg leaves it waiting for that answer,
 * so reused (or asked to roll back) it would hang again.
 */
export function gatedPool(
  pool: pg.Pool,
  limits: GatedPoolLimits,
): PostgresPool & { stats(): PoolStats } {
  const places = new Places(limits.poolSize, limits.poolQueueMax);
  const connecting = new Places(CONNECTING_AT_ONCE, Number.MAX_SAFE_INTEGER);
  let lastAnswerAt = 0;
  const fault = (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    // A statement past its limit: the database answers, it is only slow for this one.
    if (code === '57014' || !isDatabaseUnavailable(error)) return;
    places.failAll(error);
    connecting.failAll(error);
  };

  async function open(deadline: number): Promise<pg.PoolClient> {
    for (;;) {
      const fresh = pool.idleCount === 0;
      if (fresh) await connecting.take(deadline - Date.now());
      const startedAt = Date.now();
      try {
        return await pool.connect();
      } catch (error) {
        const answering = lastAnswerAt > startedAt;
        if (!answering) fault(error);
        if (!answering || Date.now() >= deadline || !isDatabaseUnavailable(error)) throw error;
      } finally {
        if (fresh) connecting.give();
      }
    }
  }

  return {
    stats: () => places.stats(),
    connect: async () => {
      const deadline = Date.now() + limits.poolWaitMs;
      await places.take(limits.poolWaitMs);
      let client: pg.PoolClient;
      try {
        client = await open(deadline);
      } catch (error) {
        places.give();
        throw error;
      }
      const silent = () => client.connection.stream.destroy();
      const run = (text: string, parameters: readonly unknown[]) =>
        text.startsWith(LOCK_WAIT) || text.startsWith(LOCKING_SELECT)
          ? waitingForLock(client, text, parameters, limits, silent)
          : answered(client.query(text, [...parameters]), limits.queryTimeoutMs, silent);
      const query = (text: string, parameters: readonly unknown[]) =>
        run(text, parameters).then(
          (result) => {
            lastAnswerAt = Date.now();
            return result;
          },
          (error: unknown) => {
            fault(error);
            throw error;
          },
        );
      let released = false;
      // Only the (sql, parameters) form: Kysely uses the cursor form only with a cursor class.
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => {
          if (released) return;
          released = true;
          client.release();
          places.give();
        },
      };
    },
    end: () => pool.end(),
  };
}

/**
 * The answer, or 'Query read timeout' when none came within the limit and a margin (0: no limit):
 * then the connection is closed, as pg would wait for that answer forever. The timer looks once
 * more after reading the sockets, so a process starved of CPU does not miss an answer that came.
 */
function answered<T>(query: Promise<T>, limitMs: number, silent: () => void): Promise<T> {
  if (limitMs <= 0) return query;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          silent();
          reject(new Error('Query read timeout'));
        }),
      limitMs + CLIENT_WAIT_MARGIN_MS,
    );
    query.then(
      (result) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(error);
      },
    );
  });
}

/** A lock wait is bounded by the pool wait, on the server and here, not by the statement limit. */
async function waitingForLock(
  client: pg.PoolClient,
  text: string,
  values: readonly unknown[],
  limits: GatedPoolLimits,
  silent: () => void,
) {
  // One after the other: pg deprecates queueing a query while one is running (gone in pg 9).
  const limit = (ms: number) =>
    answered(
      client.query(`select set_config('statement_timeout', $1, true)`, [String(ms)]),
      limits.queryTimeoutMs,
      silent,
    );
  await limit(limits.poolWaitMs);
  const result = await answered(client.query(text, [...values]), limits.poolWaitMs, silent);
  await limit(limits.queryTimeoutMs);
  return result;
}
