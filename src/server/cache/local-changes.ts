// When this process changes public data (any database handle, any topic), its own reads must not
// trust a version check that may have run before the change committed. Process-wide because a
// change is made through a transaction, which names no app.
//
// Two kinds of change: most note a window (AFTER_LOCAL_CHANGE_MS, while the commit lands every
// read checks the versions); a booking instead opens the change and settles it once its
// transaction has ended, after which one check that starts later is enough (decision 075: under
// a rush of bookings the window was open nearly all the time, and every read waited on a check).

/** After a change made by this process, reads check the versions for this long (commit lag). */
export const AFTER_LOCAL_CHANGE_MS = 1000;

let settlesAt = 0;
let settled = 0;

/** This process is changing public data (called in the change's transaction). */
export function noteLocalChange(): void {
  settlesAt = Date.now() + AFTER_LOCAL_CHANGE_MS;
}

/**
 * A change whose end the caller reports: answers the function to call once its transaction has
 * committed or rolled back. A read that began before then may or may not see it (the two ran side
 * by side); every read after it sees it.
 */
export function openLocalChange(): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    settled++;
  };
}

/** Until when every read must check the versions. */
export function localChangeSettlesAt(): number {
  return settlesAt;
}

/** How many reported changes have ended: a check started before the last one is not enough. */
export function settledChanges(): number {
  return settled;
}
