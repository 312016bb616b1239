import type { Db } from '../db/database';

// The inspection agreement, signed online per order (being built).

/** Whether the order's agreement has been signed. */
export async function isAgreementSigned(_db: Db, _orderId: number): Promise<boolean> {
  return false;
}
