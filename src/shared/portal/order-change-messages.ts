import { formatCents } from '../money';
import type { SiteSettings } from '../site-settings';
import type {
  CANCELLATION_OUTCOMES,
  CancellationMoneyPlan,
  CancellationQuote,
} from './order-changes-answers';

// Every word of a customer's cancel and reschedule: the refusals, the terms and money on the order
// page, and the money lines of the e-mails. The order claim's own refusals (busy, already
// cancelled) are the claim's: server/booking/orders/order-claim.service.ts.

export const ORDER_CHANGE_MESSAGES = {
  alreadyCancelled: 'This inspection is already cancelled.',
  started:
    'This inspection has already started or taken place, so it can no longer be changed online.',
  busy: 'Another change to this inspection is in progress. Please wait a moment and reload the page.',
  changedElsewhere: 'This inspection was changed in another window. Reload to see it.',
  slotTaken: 'That time was just taken. Please choose another.',
  slotPassed: 'That time has already passed. Please choose another.',
  slotUnknown: 'That time is no longer offered. Please choose another.',
  sameSlot: 'Your inspection is already at that time. Please choose another.',
  inspectorUnavailable:
    'The inspector of that time is no longer taking bookings. Please choose another time.',
  tooMany: 'Too many changes in a short time. Please wait a few minutes and try again.',
} as const;

/** What the order page says when a change failed without the server's words. */
export const CHANGE_FAILED = 'Something went wrong. Please reload the page and try again.';

/** Why a move is refused inside the policy window, with the business phone. */
export function rescheduleClosedText(windowHours: number, phone: string): string {
  return `The inspection is less than ${windowHours} hours away and the free change window has passed, so it can no longer be moved online. To change it, please call ${phone}.`;
}

/** Why a slot of another inspector is refused: the order stays with the one it was booked with. */
export function otherInspectorText(inspector: string | null): string {
  const stays = inspector ? `with ${inspector}` : 'with the inspector it was booked with';
  return `That time is with another inspector, and your inspection stays ${stays}. Please choose one of the times shown.`;
}

/** Why an order cannot be moved online: its inspector no longer takes bookings. */
export function inspectorGoneText(inspector: string | null, phone: string): string {
  return `${inspector ?? 'The inspector of this inspection'} is no longer taking bookings online, so it cannot be moved here. To change it, please call ${phone}.`;
}

/** The 409 when the fee changed after the dialog showed it (the cut-off passed meanwhile). */
export function feeChangedText(quote: Pick<CancellationQuote, 'termsText' | 'moneyText'>): string {
  const terms = [quote.termsText, quote.moneyText].filter(Boolean).join(' ');
  return `The cancellation terms changed while this page was open, so nothing was cancelled. ${terms} Please review the new terms and confirm again.`;
}

/** The plan in the customer's words ("$75.00 is kept; $375.00 is refunded to your card."). */
export function moneyPlanText(
  plan: CancellationMoneyPlan,
  format: (cents: number) => string,
): string {
  const fee = plan.feeCents;
  if (plan.paidCents > 0)
    return fee > 0
      ? `${format(fee)} of your ${format(plan.paidCents)} payment is kept as the cancellation fee; ${format(plan.returnedCents)} is refunded to your card.`
      : `Your payment of ${format(plan.paidCents)} is refunded to your card in full.`;
  if (plan.heldCents > 0)
    return fee > 0
      ? `${format(fee)} of the ${format(plan.heldCents)} held on your card is charged as the cancellation fee; the rest is released.`
      : `The ${format(plan.heldCents)} held on your card is released: you are not charged.`;
  return fee > 0
    ? `No payment was taken, so the cancellation fee of ${format(fee)} will be due from you.`
    : 'No payment was taken, and nothing is charged.';
}

/** What became of the money, as the e-mails tell it (the refunds service's outcome). */
export interface CancellationMoneyFacts {
  outcome: (typeof CANCELLATION_OUTCOMES)[number];
  refundedCents: number;
  keptCents: number;
  dueCents: number;
  /** The payment provider's words when it refused. */
  message?: string;
}

// The money lines of a cancellation e-mail: what was refunded, what the fee kept, what is still
// to come back, in the words of the party reading them.

export function customerMoneyLines(
  money: CancellationMoneyFacts,
  feeCents: number,
  by: 'customer' | 'admin',
): string[] {
  const lines: string[] = [];
  if (feeCents > 0) lines.push(`Cancellation fee under our policy: ${formatCents(feeCents)}.`);
  // The business may waive a fee the policy would charge; only a customer's own cancellation is "free period".
  else if (by === 'admin') lines.push('No cancellation fee.');
  else lines.push('No cancellation fee: it was cancelled within the free period.');
  switch (money.outcome) {
    case 'nothing':
      lines.push('No card payment was taken.');
      break;
    case 'voided':
      lines.push('The hold on your card was released: you were not charged.');
      break;
    case 'fee-captured':
      lines.push(
        `Your card was charged the fee only (${formatCents(money.keptCents)}); the rest of the hold was released.`,
      );
      break;
    case 'failed':
      lines.push(
        'We could not settle the card payment automatically; our office will contact you.',
      );
      break;
    default:
      break;
  }
  if (money.refundedCents > 0)
    lines.push(`Refunded to your card: ${formatCents(money.refundedCents)}.`);
  if (money.keptCents > 0 && money.outcome !== 'fee-captured')
    lines.push(`Kept by us: ${formatCents(money.keptCents)}.`);
  if (money.dueCents > 0)
    lines.push(
      `Still to be refunded: ${formatCents(money.dueCents)}. It is issued as soon as your card payment has settled, usually within two business days.`,
    );
  return lines;
}

export function staffMoneyLines(money: CancellationMoneyFacts, feeCents: number): string[] {
  return [
    `Fee: ${feeCents > 0 ? formatCents(feeCents) : 'none'}`,
    `Money: ${money.outcome}`,
    `Refunded: ${formatCents(money.refundedCents)}`,
    `Kept: ${formatCents(money.keptCents)}`,
    `Still due to the customer: ${formatCents(money.dueCents)}`,
    ...(money.message ? [`Provider said: ${money.message}`] : []),
    ...(money.outcome === 'failed' ? ['Please follow up: the money was not settled.'] : []),
  ];
}

export const whoCancelled = (
  by: 'customer' | 'admin',
  s: SiteSettings,
  reader: 'customer' | 'staff',
) =>
  by === 'customer'
    ? reader === 'customer'
      ? 'You cancelled it.'
      : 'the customer'
    : reader === 'customer'
      ? `${s.businessName} cancelled it.`
      : 'an administrator';
