import { DateTime } from 'luxon';
import { settleBatch } from './sandbox-settlement.repository';
import type { SandboxDb } from './sandbox-tables';

// The gateway settles once a day at the merchant's cut-off time: captures become
// settledSuccessfully (and can then be refunded), refunds refundSettledSuccessfully. The sandbox
// does the same on a timer, and at once when asked (the settle-now endpoint, tests).

export interface SettlementReport {
  batchId: string;
  settlementTimeUTC: string;
  settled: number;
}

/** Batch ids are numbers like the gateway's: minutes since 1970 at the cut-off, one per cut-off. */
const batchIdFor = (cutoff: Date) => String(Math.floor(cutoff.getTime() / 60_000));

/** Settles everything captured or refunded up to now, as if the cut-off were this moment. */
export async function settleNow(db: SandboxDb, now: Date): Promise<SettlementReport> {
  return settleAt(db, now, now);
}

/** The latest daily cut-off at or before `now`: `settleAt` (HH:MM) in the business time zone. */
export function lastCutoff(now: Date, settleAt: string, timeZone: string): Date {
  const [hour = 15, minute = 0] = settleAt.split(':').map(Number);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  let cutoff = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (cutoff > local) cutoff = cutoff.minus({ days: 1 });
  return cutoff.toJSDate();
}

/** The daily batch: what changed before the last cut-off and is not settled yet. */
export async function settleDaily(
  db: SandboxDb,
  now: Date,
  opts: { settleAt: string; timeZone: string },
): Promise<SettlementReport> {
  return settleAt(db, lastCutoff(now, opts.settleAt, opts.timeZone), now);
}

async function settleAt(db: SandboxDb, cutoff: Date, now: Date): Promise<SettlementReport> {
  const batch = {
    cutoff: cutoff.toISOString(),
    batchId: batchIdFor(cutoff),
    settledAt: now.toISOString(),
  };
  const settled = await settleBatch(db, batch);
  return { batchId: batch.batchId, settlementTimeUTC: batch.settledAt, settled };
}

/** How often each process looks whether a cut-off has passed. */
export const SETTLEMENT_CHECK_MS = 60_000;

/**
 * Runs the daily batch from a timer that does not keep the process alive; returns the stop
 * function, which waits for a run in progress.
 */
export function startDailySettlement(
  db: SandboxDb,
  opts: { settleAt: string; timeZone: string; onError: (err: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = settleDaily(db, new Date(), opts)
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, SETTLEMENT_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
