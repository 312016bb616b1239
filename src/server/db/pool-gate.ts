/** Load, not an outage: the error handler answers it like an unavailable database (503). */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
}

export interface PoolStats {
  inUse: number;
  waiting: number;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
  since: number;
}

/**
 * `size` places, and a queue of callers waiting for one, each for at most `waitMs`. Callers that
 * come `ahead` (writes: decision 080) have a queue of their own, served first, except that the
 * first of the others goes before them once it has waited `othersWaitAtMostMs`: a stream of
 * writes slows reads down but does not starve them into the pool wait's 503.
 */
export class Places {
  private taken = 0;
  private readonly queue: Waiter[] = [];
  private readonly aheadQueue: Waiter[] = [];

  constructor(
    private readonly size: number,
    private readonly queueMax: number,
    private readonly othersWaitAtMostMs = Number.POSITIVE_INFINITY,
  ) {}

  take(waitMs: number, ahead = false): Promise<void> {
    if (this.taken < this.size && this.waiting() === 0) {
      this.taken++;
      return Promise.resolve();
    }
    if (this.waiting() >= this.queueMax)
      return Promise.reject(new PoolBusyError('too many requests waiting for the database'));
    if (waitMs <= 0) return Promise.reject(this.late(0));
    const queue = ahead ? this.aheadQueue : this.queue;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(this.late(waitMs));
        }, waitMs),
        since: performance.now(),
      };
      queue.push(waiter);
    });
  }

  /** Hands the place to the next in the queue (see the class comment), or frees it. */
  give(): void {
    const first = this.queue[0];
    const overdue =
      first !== undefined && performance.now() - first.since >= this.othersWaitAtMostMs;
    const next = (overdue ? undefined : this.aheadQueue.shift()) ?? this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else this.taken--;
  }

  /** Fails everyone waiting now. */
  failAll(error: unknown): void {
    for (const waiter of [...this.aheadQueue.splice(0), ...this.queue.splice(0)]) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
  }

  stats(): PoolStats {
    return { inUse: this.taken, waiting: this.waiting() };
  }

  private waiting() {
    return this.aheadQueue.length + this.queue.length;
  }

  private late(waitMs: number) {
    return new PoolBusyError(`no database connection came free within ${waitMs} ms`);
  }
}
