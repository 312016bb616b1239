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
}

/** `size` places, and a queue of callers waiting for one, each for at most `waitMs`. */
export class Places {
  private taken = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly size: number,
    private readonly queueMax: number,
  ) {}

  take(waitMs: number): Promise<void> {
    if (this.taken < this.size && this.queue.length === 0) {
      this.taken++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.queueMax)
      return Promise.reject(new PoolBusyError('too many requests waiting for the database'));
    if (waitMs <= 0) return Promise.reject(this.late(0));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(this.late(waitMs));
        }, waitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** Hands the place to the next in the queue, or frees it. */
  give(): void {
    const next = this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else this.taken--;
  }

  /** Fails everyone waiting now. */
  failAll(error: unknown): void {
    for (const waiter of this.queue.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
  }

  stats(): PoolStats {
    return { inUse: this.taken, waiting: this.queue.length };
  }

  private late(waitMs: number) {
    return new PoolBusyError(`no database connection came free within ${waitMs} ms`);
  }
}
