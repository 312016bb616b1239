import type { SiteSettings } from '../../shared/site-settings';
import { audit } from '../audit/audit.service';
import type { Db } from '../db/database';
import { publicDataChanged } from '../cache/cache.service';
import { conflict, notFound } from '../errors';
import type { PaymentGateway, TransactionResult } from '../payments/gateway/gateway.types';
import type { Mailer } from '../email/email.types';
import { enqueueEmail } from '../email/outbox.service';
import {
  approvedAuthorization,
  captureWithAttempt,
  voidWithAttempt,
} from '../payments/payments.service';
import { cancellationNotice, type CancelPayment } from './orders-admin.emails';
import {
  claimOrder,
  findOrderById,
  markCancelled,
  markCaptured,
  markVoided,
  type Order,
  releaseOrder,
} from './orders.repository';

// Capture, void and cancel from the admin area. Staff move real money here, so only the
// order's own transaction, only as authorized by this site for this order, captured for the
// order's own total. Each change claims the order first (a conditional UPDATE), then calls the
// gateway through the payments module (a payment attempt is written before every call).

export const ORDER_NOT_FOUND = 'That order does not exist.';
export const ORDER_BUSY =
  'Another change to this order is in progress. Please wait a moment and reload the page.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';
export const CAPTURE_CANCELLED =
  'This booking is cancelled, so its payment is not captured. Void the authorization instead.';
export const NOT_OUR_AUTHORIZATION =
  'This order’s card authorization was not made by this site for this order, so it cannot be changed here. Use the payment gateway’s own site.';
export const OVER_AUTHORIZED =
  'The order total is more than the card authorization, so it cannot be captured here.';

const notAuthorized: Record<Order['paymentStatus'], string> = {
  pending: 'This order has no card payment (pay later), so there is nothing to capture or void.',
  authorized: '',
  paid: 'This payment has already been captured.',
  voided: 'This card authorization has already been voided.',
};

export interface OrderAdminDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  actorId: number;
  now: () => Date;
  /** How long a claim holds: longer than one gateway call may take. */
  leaseMs: number;
  settings: () => Promise<SiteSettings>;
}

/** What the administrator is told after a gateway call. */
export type GatewayOutcome =
  { ok: true; reasonCode: string | null } | { ok: false; unknown: boolean; message: string };

function outcomeOf(result: TransactionResult): GatewayOutcome {
  if (result.status === 'approved') return { ok: true, reasonCode: result.reasonCode };
  const unknown = result.status === 'timeout' || result.status === 'unreachable';
  const reason =
    'reasonCode' in result && result.reasonCode ? ` (reason ${result.reasonCode})` : '';
  return { ok: false, unknown, message: `${result.message}${reason}` };
}

export async function loadOrder(db: Db, id: number): Promise<Order> {
  const order = await findOrderById(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order's transaction, if this site authorized it for this very order. */
async function ownTransaction(db: Db, order: Order): Promise<string | undefined> {
  if (!order.transactionId) return undefined;
  const attempt = await approvedAuthorization(db, order.transactionId);
  const ours =
    attempt &&
    attempt.orderUuid === order.orderUuid &&
    (attempt.orderId === null || attempt.orderId === order.id);
  return ours ? order.transactionId : undefined;
}

/** Runs `work` holding the order's claim; a claim refused is explained from the order's state. */
async function withClaim<T>(
  deps: OrderAdminDeps,
  order: Order,
  expect: Parameters<typeof claimOrder>[2],
  work: (release: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseMs).toISOString();
  if (!(await claimOrder(deps.db, order.id, expect, now.toISOString(), leaseUntil))) {
    const current = await loadOrder(deps.db, order.id);
    if (expect.bookingStatus && current.bookingStatus !== expect.bookingStatus)
      throw conflict(ORDER_ALREADY_CANCELLED);
    if (expect.paymentStatus && current.paymentStatus !== expect.paymentStatus)
      throw conflict(notAuthorized[current.paymentStatus]);
    throw conflict(ORDER_BUSY);
  }
  const release = () => releaseOrder(deps.db, order.id, leaseUntil, deps.now().toISOString());
  try {
    return await work(release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** Captures an authorized order's own total on its own transaction. */
export async function captureOrder(deps: OrderAdminDeps, id: number): Promise<GatewayOutcome> {
  const order = await loadOrder(deps.db, id);
  if (order.bookingStatus !== 'active') throw conflict(CAPTURE_CANCELLED);
  if (order.paymentStatus !== 'authorized') throw conflict(notAuthorized[order.paymentStatus]);
  const transactionId = await ownTransaction(deps.db, order);
  if (!transactionId) throw conflict(NOT_OUR_AUTHORIZATION);
  if (order.authorizedCents !== null && order.totalCents > order.authorizedCents)
    throw conflict(OVER_AUTHORIZED);
  const amountCents = order.totalCents;

  return withClaim(
    deps,
    order,
    { bookingStatus: 'active', paymentStatus: 'authorized' },
    async (release) => {
      const { result } = await captureWithAttempt(
        { db: deps.db, gateway: deps.gateway, now: deps.now },
        { transactionId, amountCents, orderUuid: order.orderUuid, orderId: id, sessionId: null },
      );
      const outcome = outcomeOf(result);
      const details = { transactionId, amountCents, ...outcome };
      if (!outcome.ok) {
        await release();
        await audit(deps.db, entry(deps, 'capture-failed', id, details));
        return outcome;
      }
      await deps.db.transaction().execute(async (trx) => {
        await markCaptured(trx, id, amountCents, deps.now().toISOString());
        await audit(trx, entry(deps, 'capture', id, details));
      });
      return outcome;
    },
  );
}

/** Releases an authorized order's card hold (the booking itself stays as it is). */
export async function voidOrder(deps: OrderAdminDeps, id: number): Promise<GatewayOutcome> {
  const order = await loadOrder(deps.db, id);
  if (order.paymentStatus !== 'authorized') throw conflict(notAuthorized[order.paymentStatus]);
  const transactionId = await ownTransaction(deps.db, order);
  if (!transactionId) throw conflict(NOT_OUR_AUTHORIZATION);
  return withClaim(deps, order, { paymentStatus: 'authorized' }, async (release) => {
    const outcome = await voidOn(deps, order, transactionId);
    const details = { transactionId, ...outcome };
    if (!outcome.ok) {
      await release();
      await audit(deps.db, entry(deps, 'void-failed', id, details));
      return outcome;
    }
    await deps.db.transaction().execute(async (trx) => {
      await markVoided(trx, id, deps.now().toISOString());
      await audit(trx, entry(deps, 'void', id, details));
    });
    return outcome;
  });
}

async function voidOn(
  deps: OrderAdminDeps,
  order: Order,
  transactionId: string,
): Promise<GatewayOutcome> {
  const { result } = await voidWithAttempt(
    { db: deps.db, gateway: deps.gateway, now: deps.now },
    {
      transactionId,
      orderUuid: order.orderUuid,
      orderId: order.id,
      sessionId: null,
      amountCents: order.authorizedCents ?? undefined,
    },
  );
  return outcomeOf(result);
}

export interface CancelResult {
  payment: CancelPayment;
  /** Why a card hold is still held (shown to staff). */
  voidMessage?: string;
  /** The customer's notice is queued in the outbox with the cancellation. */
  emailStatus: 'queued';
  order: Order;
}

/**
 * Cancels a booking: its slot is free again at once (the unique index covers active orders only),
 * an uncaptured authorization is voided, and the customer is e-mailed. A captured payment is not
 * refunded here: staff refund it in the gateway.
 */
export async function cancelOrder(deps: OrderAdminDeps, id: number): Promise<CancelResult> {
  const order = await loadOrder(deps.db, id);
  if (order.bookingStatus !== 'active') throw conflict(ORDER_ALREADY_CANCELLED);
  const settings = await deps.settings();
  const result = await withClaim(deps, order, { bookingStatus: 'active' }, async () => {
    let payment: CancelPayment =
      order.paymentStatus === 'paid'
        ? 'captured'
        : order.paymentStatus === 'voided'
          ? 'already-voided'
          : 'none';
    let voidMessage: string | undefined;
    if (order.paymentStatus === 'authorized') {
      const transactionId = await ownTransaction(deps.db, order);
      const outcome = transactionId
        ? await voidOn(deps, order, transactionId)
        : ({ ok: false, unknown: false, message: NOT_OUR_AUTHORIZATION } as const);
      payment = outcome.ok ? 'released' : 'held';
      if (!outcome.ok) voidMessage = outcome.message;
    }
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.now().toISOString();
      await markCancelled(trx, id, now);
      if (payment === 'released') await markVoided(trx, id, now);
      await audit(
        trx,
        entry(deps, 'cancel', id, {
          slotId: order.slotId,
          slotStart: order.slotStart,
          payment,
          ...(voidMessage ? { voidMessage } : {}),
        }),
      );
      // Queued with the cancellation itself, so a cancelled booking always tells its customer.
      const cancelled = await loadOrder(trx, id);
      await enqueueEmail(trx, cancellationNotice(cancelled, payment, settings), deps.now());
      await publicDataChanged(deps.db, trx, 'slots');
    });
    return { payment, voidMessage };
  });
  deps.mailer.wake();
  return { ...result, emailStatus: 'queued', order: await loadOrder(deps.db, id) };
}

function entry(deps: OrderAdminDeps, action: string, id: number, details: Record<string, unknown>) {
  return { userId: deps.actorId, action, entity: 'order', entityId: id, details };
}
