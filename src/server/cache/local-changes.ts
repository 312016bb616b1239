// When this process last changed public data (any database handle, any topic): for a second after
// it, the commit may still be landing, so every read of a kept copy checks the versions first.
// Process-wide because a change may be made through a transaction, which names no app.

/** After a change made by this process, reads check the versions for this long (commit lag). */
export const AFTER_LOCAL_CHANGE_MS = 1000;

let settlesAt = 0;

/** This process is changing public data (called in the change's transaction). */
export function noteLocalChange(): void {
  settlesAt = Date.now() + AFTER_LOCAL_CHANGE_MS;
}

/** Until when the last local change may still be settling. */
export function localChangeSettlesAt(): number {
  return settlesAt;
}
