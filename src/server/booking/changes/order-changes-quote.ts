import {
  type CancellationPolicy,
  cancellationTerms,
  policyText,
  type PolicyTerms,
  termsText,
} from '../../../shared/booking/cancellation-policy';
import { formatCents } from '../../../shared/money';
import {
  type CancellationQuote,
  cancellationMoneyPlan,
} from '../../../shared/portal/order-changes';
import { moneyPlanText, rescheduleClosedText } from '../../../shared/portal/order-change-messages';
import type { SiteSettings } from '../../../shared/site-settings';
import type { Order } from '../orders/orders.repository';
import { REQUEST_MESSAGES } from '../../../shared/booking/order-requests';

// What the policy makes of an order at the server's `now`: the terms, the fee against the order's
// money, and whether it may still be moved online. Never the browser's clock.

/** The short name of the business time zone the policy text uses ("ET" for New York). */
export function zoneLabel(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  if (timeZone === 'America/New_York') return 'ET';
  return part ?? timeZone;
}

export function termsOf(
  order: Order,
  policy: CancellationPolicy,
  settings: SiteSettings,
  now: Date,
): PolicyTerms {
  // A request the office has not confirmed costs nothing to withdraw before its time (decision 069).
  if (order.bookingStatus === 'requested' && Date.parse(order.slotStart) > now.getTime())
    return { kind: 'free', why: 'early', feeCents: 0, freeUntil: order.slotStart };
  return cancellationTerms(
    {
      now,
      bookedAt: order.createdAt,
      startsAt: order.slotStart,
      fullDay: order.slotFullDay,
      timeZone: settings.timeZone,
    },
    policy,
  );
}

/** The fee the terms ask for (0 while free). */
export const policyFeeOf = (terms: PolicyTerms): number =>
  terms.kind === 'fee' ? terms.feeCents : 0;

/** The admin's "with the policy fee": as the customer would pay now; a started one pays the fee. */
export function adminPolicyFee(
  order: Order,
  policy: CancellationPolicy,
  settings: SiteSettings,
  now: Date,
): number {
  const terms = termsOf(order, policy, settings, now);
  if (terms.kind === 'started') return order.slotFullDay ? policy.fullDayFeeCents : policy.feeCents;
  return policyFeeOf(terms);
}

export function quoteOf(
  order: Order,
  policy: CancellationPolicy,
  settings: SiteSettings,
  now: Date,
): CancellationQuote {
  const terms = termsOf(order, policy, settings, now);
  const money = cancellationMoneyPlan(order, policyFeeOf(terms));
  // A request waits for the office's answer (or its proposal); the customer does not move it.
  const requested = order.bookingStatus === 'requested';
  const canReschedule = terms.kind === 'free' && !requested;
  return {
    orderId: order.id,
    terms,
    termsText: termsText(terms, policy, settings.timeZone),
    policyText: policyText(policy, zoneLabel(settings.timeZone)),
    money,
    moneyText: terms.kind === 'started' ? '' : moneyPlanText(money, formatCents),
    canReschedule,
    rescheduleRefusal: canReschedule
      ? null
      : requested
        ? REQUEST_MESSAGES.notMovable
        : terms.kind === 'started'
          ? termsText(terms, policy, settings.timeZone)
          : rescheduleClosedText(policy.windowHours, settings.phone),
  };
}
