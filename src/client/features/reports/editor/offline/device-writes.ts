// A tap shows its change at once; writing it to the device (IndexedDB clones it on the main
// thread) waits until the frame that shows it is painted, so it is not part of the tap's answer.
// The changes of one frame are written together, in the order made, before any is sent
// (decision 082; the device stays first, decision 048).

/** Runs `work` once the next frame is painted; within `fallbackMs` if none is (a hidden page). */
export function afterPaint(work: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, fallbackMs);
}

/** Collects what is to be written and writes it in order, in one go per `schedule` call. */
export class DeviceWrites<T> {
  private unsaved: T[] = [];
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly schedule: (work: () => void) => void = afterPaint,
  ) {}

  /** Keeps `item` for the next write (the first one waiting schedules it). */
  add(item: T): void {
    if (this.unsaved.push(item) === 1) this.schedule(() => void this.flush());
  }

  /** Writes what is waiting now, after any write already under way. */
  flush(): Promise<void> {
    const batch = this.unsaved;
    this.unsaved = [];
    // A failed write is not retried here: the change stays shown and the next load tells.
    if (batch.length > 0) this.last = this.last.then(() => this.write(batch)).catch(() => {});
    return this.last;
  }
}
