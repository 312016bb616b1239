import { formatCents } from '../../../shared/money';
import type { SiteSettings } from '../../../shared/site-settings';
import type { CancellationMoney } from '../../payments/refunds/cancellation-money.service';

// The money lines of a cancellation e-mail: what was refunded, what the fee kept, what is still
// to come back, in the words of the party reading them.

export function customerMoneyLines(
  money: CancellationMoney,
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

export function staffMoneyLines(money: CancellationMoney, feeCents: number): string[] {
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
