import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from '../../shared/booking/cancellation-policy';
import type { Db } from '../db/database';

// The cancellation policy's numbers (Advanced): fees, the window in hours, the same-day cut-off.

/** Scaffold: the cancel work reads the stored values here. */
export async function getCancellationPolicy(_db: Db): Promise<CancellationPolicy> {
  return DEFAULT_CANCELLATION_POLICY;
}
