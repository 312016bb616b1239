import { REQUEST_MESSAGES as R, requestRefusal } from '../../../shared/booking/order-requests';
import { audit } from '../../audit/audit.service';
import { conflict } from '../../errors';
import { captureWithAttempt, orderFollowUp, paymentDepsOf } from '../../payments/payments.service';
import type { TransactionResult } from '../../payments/gateway/gateway.types';
import { runEventRules } from '../../rules/rules.service';
import {
  cancelByOffice,
  type CancelCoreDeps,
  ownTransaction,
} from '../changes/order-cancel.service';
import { loadOrder, ORDER_CLAIM_MESSAGES, withClaim } from '../orders/order-claim.service';
import { findOrderById, markConfirmedUnderClaim, type Order } from '../orders/orders.repository';
import { queueRequestConfirmed, queueRequestDeclined } from './request.emails';

// "Request, then confirm" (decision 069): the office confirms a requested order (its card captured
// under the order claim) or declines it (the card voided, the time freed, through the one
// cancellation); proposing another time is in proposals.service.ts. Each step is audited and
// e-mails the customer through the outbox in the step's own transaction.

export interface RequestDeps extends CancelCoreDeps {
  /** Who answers: the administrator's user id, or the customer's when they accept a proposal. */
  actorId: number | null;
}

/** What the office is told after a confirmation that called the gateway (or needed none). */
export type ConfirmOutcome =
  { ok: true; capturedCents: number | null } | { ok: false; unknown: boolean; message: string };

export const refuseUnless = (order: Order, step: 'confirm' | 'decline' | 'propose') => {
  const refusal = requestRefusal(order.bookingStatus, step);
  if (refusal) throw conflict(refusal);
};

function failure(result: TransactionResult): ConfirmOutcome {
  const unknown = result.status === 'timeout' || result.status === 'unreachable';
  const reason =
    'reasonCode' in result && result.reasonCode ? ` (reason ${result.reasonCode})` : '';
  return { ok: false, unknown, message: `${result.message}${reason}` };
}

export const ctxOf = (deps: RequestDeps) => ({
  settings: deps.settings,
  publicUrl: deps.publicUrl,
  now: deps.now(),
});

/**
 * requested → active. A card held at request is captured for the order's total first, holding the
 * order's claim; a refused capture leaves the request as it was (the office may try again or
 * decline it). A pay-later request simply becomes confirmed.
 */
export async function confirmRequest(
  deps: RequestDeps,
  id: number,
  by: 'admin' | 'customer' = 'admin',
): Promise<ConfirmOutcome> {
  const seen = await loadOrder(deps.db, id);
  refuseUnless(seen, 'confirm');
  return withClaim(deps, seen, { bookingStatus: 'requested' }, async ({ leaseUntil, release }) => {
    // Read again under the claim: a proposal committed before it moved the order.
    const order = await loadOrder(deps.db, id);
    let capturedCents: number | undefined;
    if (order.paymentStatus === 'authorized') {
      const transactionId = await ownTransaction(deps.db, order);
      if (!transactionId) throw conflict(R.captureRefused);
      const { result } = await captureWithAttempt(
        paymentDepsOf(deps),
        orderFollowUp(order, transactionId, order.totalCents),
      );
      if (result.status !== 'approved') {
        const outcome = failure(result);
        await release();
        await audit(
          deps.db,
          entry(deps, 'confirm-request-failed', id, { transactionId, ...outcome }),
        );
        return outcome;
      }
      capturedCents = order.totalCents;
    }
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const held = { leaseUntil, slotId: order.slotId };
      if (!(await markConfirmedUnderClaim(trx, id, held, now.toISOString(), capturedCents)))
        throw conflict(ORDER_CLAIM_MESSAGES.lost);
      const after = await findOrderById(trx, id);
      if (!after) throw conflict(ORDER_CLAIM_MESSAGES.lost);
      await queueRequestConfirmed(trx, after, ctxOf(deps));
      await audit(
        trx,
        entry(deps, by === 'customer' ? 'customer-accept-time' : 'confirm-request', id, {
          slotStart: after.slotStart,
          capturedCents: capturedCents ?? null,
        }),
        now,
      );
      // The office's own rules for a booking run once it is a booking (they skip requests).
      await runEventRules(trx, 'booked', id, {
        settings: deps.settings,
        publicUrl: deps.publicUrl,
        now,
      });
    });
    deps.mailer.wake();
    return { ok: true, capturedCents: capturedCents ?? null };
  });
}

/** requested → cancelled: the card hold voided, the time free again, the reason e-mailed. */
export async function declineRequest(deps: RequestDeps, id: number, reason: string) {
  const seen = await loadOrder(deps.db, id);
  refuseUnless(seen, 'decline');
  return cancelByOffice(deps, seen, { bookingStatus: 'requested' }, () => ({
    policyFeeCents: 0,
    declined: {
      reason,
      queue: (trx, after) => queueRequestDeclined(trx, after, reason, ctxOf(deps)),
    },
  }));
}

/** The audit entry of a step on the order. */
export function entry(
  deps: RequestDeps,
  action: string,
  id: number,
  details: Record<string, unknown>,
) {
  return { userId: deps.actorId, action, entity: 'order', entityId: id, details };
}
