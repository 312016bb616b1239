// Fault switches of the built-in sandbox (docs/decisions/004-card-payments.md). A ZIP code entered
// in the card form (or sent as billTo.zip) decides how the gateway treats that card's transaction,
// so a test or a person at the checkout can reach every failure branch of Pay now. 46282 is
// Authorize.Net's own decline trigger; the others exist only here.

export type SandboxFault =
  | 'decline'
  | 'authorize-timeout'
  | 'capture-error'
  | 'capture-timeout'
  | 'void-error'
  | 'void-timeout'
  | 'settlement-error'
  | 'refund-error';

export const FAULT_ZIPS: Record<string, SandboxFault> = {
  '46282': 'decline',
  '46901': 'capture-error',
  '46902': 'void-error',
  '46903': 'authorize-timeout',
  '46904': 'capture-timeout',
  '46905': 'void-timeout',
  '46906': 'settlement-error',
  '46907': 'refund-error',
};

export function faultForZip(zip: string | null | undefined): SandboxFault | null {
  const five = (zip ?? '').trim().slice(0, 5);
  return FAULT_ZIPS[five] ?? null;
}

/** How long a "timeout" fault holds its answer: past the adapter's own time limit. */
export function faultDelayMs(paymentTimeoutMs: number): number {
  return paymentTimeoutMs + 1000;
}
