import type { SiteSettings } from '../../../shared/site-settings';
import type { Db } from '../../db/database';
import { runEventRules } from '../../rules/rules.service';
import { markCaptured } from './orders.repository';

// An order becomes paid in several places (the checkout's capture, the office's capture, pay
// later, a booking saved already paid); each runs the "paid" rules in its own transaction, and
// rule_sends' key keeps them to once per order (decision 071).

export interface PaidRulesContext {
  settings: SiteSettings;
  publicUrl: string;
}

/** authorized → paid, and the office's "paid" rules when this call made it paid. */
export async function captureAndRunPaidRules(
  trx: Db,
  order: { id: number; capturedCents: number },
  at: Date,
  rules: PaidRulesContext,
): Promise<boolean> {
  const changed = await markCaptured(trx, order.id, order.capturedCents, at.toISOString());
  if (changed) await runEventRules(trx, 'paid', order.id, { ...rules, now: at });
  return changed;
}
