import { z } from 'zod';
import { instant, limitedText, rowId } from '../schema-fields';
import { chosenId, queryId } from '../query-id';
import { BOOKING_STATUSES, ORDER_PAYMENT_STATUSES } from './order-status';

// "Request, then confirm" (decision 069): the office's answers to a requested booking (confirm,
// decline with a reason, propose another time) and the customer's yes to a proposed time. The
// words both sides show, and the request and answer schemas of each step.

export const REQUEST_MESSAGES = {
  confirmCancelled: 'This order is cancelled, so it cannot be confirmed.',
  alreadyConfirmed: 'This order is already confirmed.',
  declineConfirmed: 'This order is already confirmed: cancel it instead of declining it.',
  declineCancelled: 'This order is already cancelled.',
  proposeNotRequested:
    'Only a booking that waits for confirmation can be moved to a proposed time.',
  sameSlot: 'That is the time the request already holds. Please choose another time.',
  slotTaken: 'That time was just taken. Please choose another one.',
  slotUnknown: 'That time is no longer offered. Please choose another one.',
  noProposal: 'There is no new time waiting for your answer on this inspection.',
  proposalLapsed:
    'The time proposed for this inspection was held until its hold ended and has expired, so the request is cancelled. Please book another time, or call us.',
  notMovable:
    'This booking waits for the office to confirm it, so it cannot be moved online. Cancel it, or call us.',
  captureRefused: 'The card could not be charged, so the booking stays requested.',
  fromDay: 'Enter the first day as a date (YYYY-MM-DD).',
} as const;

/** Why an order in `status` cannot take this step (undefined: it is requested, go on). */
export function requestRefusal(
  status: (typeof BOOKING_STATUSES)[number],
  step: 'confirm' | 'decline' | 'propose',
): string | undefined {
  if (status === 'requested') return undefined;
  if (step === 'confirm')
    return status === 'cancelled'
      ? REQUEST_MESSAGES.confirmCancelled
      : REQUEST_MESSAGES.alreadyConfirmed;
  if (step === 'decline')
    return status === 'cancelled'
      ? REQUEST_MESSAGES.declineCancelled
      : REQUEST_MESSAGES.declineConfirmed;
  return REQUEST_MESSAGES.proposeNotRequested;
}

export const DECLINE_REASON_MAX = 500;

/** Admin → Orders → Decline: the reason is optional and reaches the customer as written. */
export const declineRequestSchema = z.object({
  reason: limitedText(DECLINE_REASON_MAX, {
    tooLong: `The reason is too long (at most ${DECLINE_REASON_MAX} characters).`,
  }).default(''),
});
export type DeclineRequest = z.infer<typeof declineRequestSchema>;

/** Admin → Orders → Propose another time: one of the free times listed. */
export const proposeTimeSchema = z.object({
  slot: chosenId('Please choose a time.'),
});
export type ProposeTimeRequest = z.infer<typeof proposeTimeSchema>;

/** POST accept_inspection_time.php: the customer accepts the time the office proposed. */
export const acceptTimeRequestSchema = z.object({
  order: queryId('order'),
});
export type AcceptTimeRequest = z.infer<typeof acceptTimeRequestSchema>;

export const acceptTimeAnswerSchema = z.strictObject({
  orderId: rowId,
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  start: instant,
});
export type AcceptTimeAnswer = z.infer<typeof acceptTimeAnswerSchema>;
