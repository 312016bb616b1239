import type { Db } from '../db/database';

// A realtor's link to one order's reports, without an account (being built).

/** Issues a new link for the order; answers its path, `/realtor/<token>` (the token is shown once). */
export async function issueRealtorLink(_db: Db, _orderId: number, _now: Date): Promise<string> {
  throw new Error('Realtor links are not built yet.');
}
