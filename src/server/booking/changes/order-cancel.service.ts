import { cancellationMoneyPlan } from '../../../shared/portal/order-changes';
import type { SiteSettings } from '../../../shared/site-settings';
import { audit } from '../../audit/audit.service';
import { publicDataChanged } from '../../cache/cache.service';
import type { Db } from '../../db/database';
import type { Mailer } from '../../email/email.types';
import { conflict } from '../../errors';
import type { PaymentGateway } from '../../payments/gateway/gateway.types';
import {
  type CancellationMoney,
  settleCancellationMoney,
} from '../../payments/refunds/cancellation-money.service';
import { approvedAuthorization } from '../../payments/payments.service';
import { queueCancellationEmails } from './order-change.emails';
import { releaseDiscountUse } from '../../discounts/discounts.service';
import {
  cancelHeld,
  loadOrder,
  ORDER_CLAIM_MESSAGES,
  proveHeld,
  release,
  withClaim,
} from '../orders/order-claim.service';
import {
  type ClaimExpectation,
  findOrderById,
  type HeldClaim,
  type Order,
} from '../orders/orders.repository';

// One cancellation, by the customer or from the admin area, on an order already claimed and read
// again under the claim: the money first (outside any transaction: gateway calls), then one
// transaction that marks the order cancelled, queues its e-mails, audits and frees the slot.

export interface CancelCoreDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: () => Date;
  /** How long a claim holds: renewed for that long right before money moves. */
  leaseMs: number;
  settings: SiteSettings;
  publicUrl: string;
}

export interface CancelCoreInput {
  by: 'customer' | 'admin';
  /** Who pressed the button (the customer's or the administrator's user id). */
  actorId: number | null;
  /** The policy's fee before the cap at what the card holds. */
  policyFeeCents: number;
  /** The claim's mark on the row: only the claim's holder may write the cancellation. */
  leaseUntil: string;
  /**
   * The office declines a request (decision 069): the customer gets the "declined" message with
   * the office's reason instead of the cancellation e-mails, and the log says `decline-request`.
   */
  declined?: {
    reason: string;
    queue: (trx: Db, order: Order) => Promise<void>;
    /** The log's word for it when not the office's decline (a proposal that lapsed). */
    action?: string;
  };
}

export interface CancelCoreResult {
  order: Order;
  money: CancellationMoney;
  feeCents: number;
}

/** The order's transaction, if this site authorized it for this very order. */
export async function ownTransaction(db: Db, order: Order): Promise<string | undefined> {
  if (!order.transactionId) return undefined;
  const attempt = await approvedAuthorization(db, order.transactionId);
  const ours =
    attempt &&
    attempt.orderUuid === order.orderUuid &&
    (attempt.orderId === null || attempt.orderId === order.id);
  return ours ? order.transactionId : undefined;
}

/**
 * The office cancels an order it saw in `expect`'s state: claimed, read again under the claim (a
 * move committed before it would leave the fee on the old start), cancelled, its e-mails sent.
 */
export async function cancelByOffice(
  deps: CancelCoreDeps & { actorId: number | null },
  seen: Order,
  expect: ClaimExpectation,
  terms: (order: Order) => Pick<CancelCoreInput, 'policyFeeCents' | 'declined'>,
): Promise<CancelCoreResult> {
  const result = await withClaim(deps, seen, expect, async ({ leaseUntil }) => {
    const order = await loadOrder(deps.db, seen.id);
    const input = { by: 'admin', actorId: deps.actorId, leaseUntil, ...terms(order) } as const;
    return cancelClaimedOrder(deps, order, input);
  });
  deps.mailer.wake();
  return result;
}

/** `order` must be read after the claim was taken: its slot is the one the fee was priced on. */
export async function cancelClaimedOrder(
  deps: CancelCoreDeps,
  order: Order,
  input: CancelCoreInput,
): Promise<CancelCoreResult> {
  const held: HeldClaim = {
    leaseUntil: input.leaseUntil,
    slotId: order.slotId,
    bookingStatus: order.bookingStatus === 'requested' ? 'requested' : 'active',
  };
  try {
    return await cancelWhileHeld(deps, order, input, held);
  } catch (error) {
    // A renewed claim carries a mark the caller's release does not know: give it back here.
    if (held.leaseUntil !== input.leaseUntil) await release(deps, order.id, held.leaseUntil);
    throw error;
  }
}

async function cancelWhileHeld(
  deps: CancelCoreDeps,
  order: Order,
  input: CancelCoreInput,
  held: HeldClaim,
): Promise<CancelCoreResult> {
  const plan = cancellationMoneyPlan(order, input.policyFeeCents);
  const transactionId = (await ownTransaction(deps.db, order)) ?? null;
  // Money never moves on a transaction that is not this order's own: staff see it as is.
  const money = await settleCancellationMoney(
    { db: deps.db, gateway: deps.gateway, now: deps.now },
    {
      orderId: order.id,
      orderUuid: order.orderUuid,
      transactionId,
      paymentStatus: order.paymentStatus,
      authorizedCents: order.authorizedCents,
      capturedCents: order.capturedCents,
      feeCents: transactionId ? Math.min(plan.feeCents, plan.paidCents + plan.heldCents) : 0,
      // Money moves only once the claim is proven held and renewed for the one call that follows.
      beforeMove: proveHeld(deps, order.id, held),
    },
  );
  const feeCents = plan.feeCents;
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const nowIso = now.toISOString();
    const facts = {
      by: input.by,
      feeCents,
      paymentStatus: money.paymentStatus,
      capturedCents: money.capturedCents,
    };
    await cancelHeld(trx, order.id, facts, held, nowIso);
    // A discount code's use goes back to the code with the booking.
    await releaseDiscountUse(trx, order.id, now);
    const after = await findOrderById(trx, order.id);
    if (!after) throw conflict(ORDER_CLAIM_MESSAGES.lost);
    if (input.declined) await input.declined.queue(trx, after);
    else
      await queueCancellationEmails(
        trx,
        { order: after, money, by: input.by, feeCents },
        { settings: deps.settings, publicUrl: deps.publicUrl, now },
      );
    await audit(
      trx,
      {
        userId: input.actorId,
        action: input.declined
          ? (input.declined.action ?? 'decline-request')
          : input.by === 'customer'
            ? 'customer-cancel'
            : 'cancel',
        entity: 'order',
        entityId: order.id,
        details: {
          by: input.by,
          slotId: order.slotId,
          slotStart: order.slotStart,
          feeCents,
          money,
          ...(input.declined ? { reason: input.declined.reason } : {}),
        },
      },
      now,
    );
    // Last, so the version row is locked only briefly: the slot is free in every list at once.
    await publicDataChanged(deps.db, trx, 'slots');
    return after;
  });
  return { order: cancelled, money, feeCents };
}
