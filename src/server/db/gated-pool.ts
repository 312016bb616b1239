import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import { Places, PoolBusyError, type PoolStats } from './pool-gate';
import { Reachability } from './reachability';
import { waitsAsLoadFromBegin } from './load-waits';
import { isWriteFirst } from './writes-first';

// The server cancels a slow statement itself; the client stops waiting a little later, for a
// server (or a network) that has gone silent and will never answer.
export const CLIENT_WAIT_MARGIN_MS = 250;

/** Marks a statement that waits for a lock: see waitForAdvisoryLocks and lockWait. */
export const LOCK_WAIT = '/* lock wait */ ';
const LOCKING_SELECT = `select ${LOCK_WAIT}`;
/** Marks the statement of waitsAreLoad: the rest of the transaction's lock waits are load. */
export const LOAD_WAITS = '/* load waits */ ';
const TRANSACTION_END = /^(?:commit|rollback)\b/i;
/** What Kysely sends to start a transaction with no options. */
const BEGIN = 'begin';

// New connections opened at once: a rush opening ten at a time makes every one slow to open.
const CONNECTING_AT_ONCE = 2;

/** An error that says the database is out of reach (not a statement past its limit: it answers). */
const fatal = (error: unknown) =>
  (error as { code?: unknown }).code !== '57014' && isDatabaseUnavailable(error);

export interface GatedPoolLimits {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  poolSize: number;
  poolWaitMs: number;
  poolQueueMax: number;
}

/**
 * The pool as Kysely sees it. A caller waits for one of `poolSize` places in a queue of its own,
 * bounded by the pool wait, apart from connecting; a write's request (writesFirst) waits ahead of
 * the reads. A database out of reach (a connect refused or
 * failing, a silent connection, or a connect past the connect timeout while the database answers
 * nothing else) fails everyone waiting at once, for a quick 503. A connect past the connect
 * timeout while the database answers other statements is load: the same connect is waited for,
 * within the pool wait, rather than answered as an outage (a busy machine starts a database
 * backend slowly). A connection whose answer never came is closed at once: pg leaves it waiting
 * for that answer, so reused (or asked to roll back) it would hang again.
 */
export function gatedPool(
  pool: pg.Pool,
  limits: GatedPoolLimits,
): PostgresPool & { stats(): PoolStats } {
  // A read waits behind writes for at most a fifth of the pool wait (decision 080).
  const places = new Places(limits.poolSize, limits.poolQueueMax, limits.poolWaitMs / 5);
  const connecting = new Places(CONNECTING_AT_ONCE, Number.MAX_SAFE_INTEGER);
  const reach = new Reachability();
  const opening = new Set<(error: unknown) => void>();
  const fault = (error: unknown) => {
    if (!fatal(error)) return;
    reach.faulted();
    places.failAll(error);
    connecting.failAll(error);
    for (const fail of [...opening]) fail(error);
  };

  /** A new (or idle) connection from pg, watched as the doc comment above says. */
  function connectWatched(deadline: number): Promise<pg.PoolClient> {
    const startedAt = performance.now();
    const attempt = pool.connect();
    return new Promise<pg.PoolClient>((resolve, reject) => {
      let settled = false;
      const settle = (error: unknown, client?: pg.PoolClient) => {
        if (settled) return;
        settled = true;
        clearTimeout(slow);
        clearTimeout(late);
        opening.delete(fail);
        if (client) resolve(client);
        else reject(error);
      };
      const fail = (error: unknown) => settle(error);
      opening.add(fail);
      // Looked at after the sockets are read, as the answer timer does: a process starved of CPU
      // must not take a connection that opened meanwhile for one that did not.
      const slow = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            void reach.answeringSince(startedAt).then((answering) => {
              if (!settled && !answering)
                fault(new Error('timeout exceeded when trying to connect'));
            });
          }),
        limits.connectTimeoutMs,
      );
      const late = setTimeout(
        () =>
          settle(new PoolBusyError(`no database connection opened within ${limits.poolWaitMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
      attempt.then(
        (client) => {
          reach.answered();
          // Given up on meanwhile: the connection is good, the pool keeps it for the next caller.
          if (settled) client.release();
          else settle(undefined, client);
        },
        (error: unknown) => {
          if (settled) return;
          fault(error);
          settle(error);
        },
      );
    });
  }

  async function open(deadline: number, ahead: boolean): Promise<pg.PoolClient> {
    const fresh = pool.idleCount === 0;
    if (fresh) await connecting.take(deadline - Date.now(), ahead);
    try {
      return await connectWatched(deadline);
    } finally {
      if (fresh) connecting.give();
    }
  }

  return {
    stats: () => places.stats(),
    connect: async () => {
      const deadline = Date.now() + limits.poolWaitMs;
      const ahead = isWriteFirst();
      await places.take(limits.poolWaitMs, ahead);
      let client: pg.PoolClient;
      try {
        client = await open(deadline, ahead);
      } catch (error) {
        places.give();
        throw error;
      }
      const silent = () => client.connection.stream.destroy();
      // Raised to the pool wait until the transaction ends (waitsAreLoad): each lock wait after
      // it is one round trip instead of three.
      let raised = false;
      const run = async (text: string, parameters: readonly unknown[]) => {
        if (text === BEGIN && waitsAsLoadFromBegin()) {
          const results = await answered(
            client.query(`${BEGIN}; ${raisedLimit(limits.poolWaitMs)}`),
            limits.queryTimeoutMs,
            silent,
          );
          raised = true;
          // Two statements in one round trip (the simple protocol): the BEGIN's answer first.
          return (results as unknown as pg.QueryResult[])[0];
        }
        if (text.startsWith(LOAD_WAITS)) {
          const result = await serverLimit(client, limits.poolWaitMs, limits, silent);
          raised = true;
          return result;
        }
        if (text.startsWith(LOCK_WAIT) || text.startsWith(LOCKING_SELECT))
          return raised
            ? answered(client.query(text, [...parameters]), limits.poolWaitMs, silent)
            : waitingForLock(client, text, parameters, limits, silent);
        if (TRANSACTION_END.test(text)) raised = false;
        return answered(client.query(text, [...parameters]), limits.queryTimeoutMs, silent);
      };
      const query = async (text: string, parameters: readonly unknown[]) => {
        // A lock wait may last the pool wait: only ordinary statements tell soon whether the
        // database answers.
        const ordinary = !text.startsWith(LOCK_WAIT) && !text.startsWith(LOCKING_SELECT);
        if (ordinary) reach.asked();
        try {
          const result = await run(text, parameters);
          reach.answered();
          return result;
        } catch (error) {
          // An error the database sent (a constraint, a cancelled statement) is an answer too.
          if (error instanceof pg.DatabaseError && !fatal(error)) reach.answered();
          else fault(error);
          throw error;
        } finally {
          if (ordinary) reach.settled();
        }
      };
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
  await serverLimit(client, limits.poolWaitMs, limits, silent);
  const result = await answered(client.query(text, [...values]), limits.poolWaitMs, silent);
  await serverLimit(client, limits.queryTimeoutMs, limits, silent);
  return result;
}

/** The statement sent with a BEGIN to raise its limit (no parameters: it shares the round trip). */
const raisedLimit = (ms: number) =>
  `select set_config('statement_timeout', '${Math.trunc(ms)}', true)`;

/** The server's statement limit until the transaction ends (`set_config(…, true)`). */
function serverLimit(
  client: pg.PoolClient,
  ms: number,
  limits: GatedPoolLimits,
  silent: () => void,
) {
  return answered(
    client.query(`select set_config('statement_timeout', $1, true)`, [String(ms)]),
    limits.queryTimeoutMs,
    silent,
  );
}
