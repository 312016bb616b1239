import { ApiError } from '../../../../lib/api';
import { serverWordsOr } from '../../../../lib/refusal';
import { markAttempt, type OutboxEntry, pending, removeEntry } from './device-store';

// Sends a report's waiting changes one at a time, oldest first, each retried until the server
// accepts it (decision 048). A refusal that no retry can change (4xx but 408/429) is dropped
// after it is reported, so one bad change never blocks those behind it forever.

export const RETRY_MS = 3_000;

/** Sends a run of entries (one photo, or consecutive changes as one batch). */
export type Sender<C> = (entries: OutboxEntry<C>[]) => Promise<void>;

/** The next run to send: a photo alone, or the changes before the next photo (at most `max`). */
export function nextRun<C>(queue: OutboxEntry<C>[], max: number): OutboxEntry<C>[] {
  if (queue.length === 0) return [];
  if (queue[0]!.kind === 'photo') return [queue[0]!];
  const end = queue.findIndex((e) => e.kind === 'photo');
  return queue.slice(0, Math.min(end === -1 ? queue.length : end, max));
}

export interface SyncState {
  waiting: number;
  sending: boolean;
  /** The last failure's words (offline, server error), cleared by the next success. */
  problem: string | null;
  /** A change the server refused for good (kept in the log, shown once). */
  refused: string | null;
}

const permanent = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 409, 429].includes(error.status);

export class SyncQueue<C> {
  private running = false;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<(s: SyncState) => void>();
  state: SyncState = { waiting: 0, sending: false, problem: null, refused: null };

  constructor(
    private readonly orderId: number,
    private readonly send: Sender<C>,
    private readonly batchSize = 200,
  ) {}

  subscribe(listener: (s: SyncState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Partial<SyncState>) {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l(this.state);
  }

  /** Starts: sends now, again when the connection returns, and every few seconds while waiting. */
  start(): () => void {
    const kick = () => void this.flush();
    window.addEventListener('online', kick);
    void this.flush();
    return () => {
      window.removeEventListener('online', kick);
      clearTimeout(this.timer);
    };
  }

  async count(): Promise<void> {
    this.set({ waiting: (await pending(this.orderId)).length });
  }

  /** Shows a refusal the sender met inside an accepted answer (a change the server would not take). */
  report(refused: string): void {
    this.set({ refused });
  }

  /** Sends everything waiting, in order; stops at the first failure and tries again later. */
  async flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        await this.sendAll();
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  private async sendAll(): Promise<void> {
    let queue = await pending<C>(this.orderId);
    this.set({ waiting: queue.length, sending: queue.length > 0 });
    while (queue.length > 0) {
      const run = nextRun(queue, this.batchSize);
      try {
        await this.send(run);
        this.set({ problem: null });
      } catch (error) {
        if (!permanent(error)) {
          await markAttempt(run[0]!);
          this.set({ sending: false, problem: describe(error) });
          this.timer = setTimeout(() => void this.flush(), RETRY_MS);
          return;
        }
        this.set({ refused: refusedText(error) });
      }
      for (const entry of run) await removeEntry(entry.seq!);
      queue = await pending<C>(this.orderId);
      this.set({ waiting: queue.length });
    }
    this.set({ sending: false });
  }
}

function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'No connection.';
  if (error instanceof ApiError && error.status === 401) return 'Sign in again to send.';
  return 'The server did not take the change yet.';
}

const refusedText = (error: unknown): string =>
  serverWordsOr(error, 'The server refused a change.');
