import type { Db } from '../db/database';
import { findSignature } from './agreements.repository';

// Whether an order's agreement is signed, for the rules, apart from the signing service (which
// itself starts the rules of a signature).

export async function agreementSigned(db: Db, orderId: number): Promise<boolean> {
  return (await findSignature(db, orderId)) !== undefined;
}
