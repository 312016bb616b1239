/**
 * What this process has seen of its database lately, to tell a slow connect (load) from a database
 * out of reach. A statement answered or a connection opened is a sign of life; a fault (a refused
 * connect, a silent connection, a connection lost) is a sign of an outage.
 */
export class Reachability {
  private lastAnswerAt = -1;
  private lastFaultAt = -1;
  /** Ordinary statements sent and not yet answered: each is bounded by the answer timer. */
  private asking = 0;
  private readonly listeners = new Set<() => void>();

  answered(): void {
    this.lastAnswerAt = performance.now();
    this.tell();
  }

  faulted(): void {
    this.lastFaultAt = performance.now();
    this.tell();
  }

  /** An ordinary statement sent: until `settled`, its answer (or its fault) is awaited. */
  asked(): void {
    this.asking++;
  }

  settled(): void {
    this.asking--;
    this.tell();
  }

  /**
   * Whether the database has answered since `since` (a `performance.now()` time). When it has not
   * yet, the statements still waiting for an answer tell: each is answered or faults within its
   * timer. With none in flight there is nothing but the slow connect to go by: out of reach.
   */
  async answeringSince(since: number): Promise<boolean> {
    for (;;) {
      if (this.lastFaultAt >= since && this.lastFaultAt >= this.lastAnswerAt) return false;
      if (this.lastAnswerAt >= since) return true;
      if (this.asking === 0) return false;
      await new Promise<void>((resolve) => this.listeners.add(resolve));
    }
  }

  private tell() {
    const waiting = [...this.listeners];
    this.listeners.clear();
    for (const resolve of waiting) resolve();
  }
}
