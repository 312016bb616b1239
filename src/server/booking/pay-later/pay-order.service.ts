import { centsToDecimal } from '../../../shared/money';
import {
  PAY_ORDER_MESSAGES,
  type PayOrderAuthorizeRequest,
  type PayOrderResponse,
} from '../../../shared/payments/pay-order';
import type { CheckoutStartResponse } from '../../../shared/payments/payment-requests';
import type { SiteSettings } from '../../../shared/site-settings';
import type { Db } from '../../db/database';
import { enqueueEmail } from '../../email/outbox.service';
import { builtinRuleOn, claimBuiltinSend, runEventRules } from '../../rules/rules.service';
import { conflict, HttpError, notFound } from '../../errors';
import type { Caller } from '../../payments/card-checkout/checkout-caller';
import {
  authorizeCard,
  voidCheckout,
} from '../../payments/card-checkout/checkout-payments.service';
import { issueCheckoutToken } from '../../payments/card-checkout/checkout-tokens.service';
import { claimAuthorizationForOrder } from '../../payments/order-authorization.service';
import { captureWithAttempt, type PaymentDeps } from '../../payments/payments.service';
import type { CardCapture } from '../../settings/card-capture.service';
import { findCustomerOrder } from '../customer-orders.service';
import { paymentConfirmation } from './pay-order.emails';
import { claim, type ClaimDeps, release } from '../orders/order-claim.service';
import {
  findOrderById,
  markCaptured,
  markReservationAuthorized,
  type Order,
} from '../orders/orders.repository';

// Paying a reserved (pay later) order by card from the customer's pages: the same checkout token,
// authorization and capture as pay now, for the order's own total. The order is claimed with a
// conditional UPDATE before the gateway is called, so a retry, a double click or a second tab
// finds it being paid (or paid) and never authorizes a second time.

export interface PayOrderOptions {
  capture: CardCapture;
  settings: SiteSettings;
  /** How long a claim holds the order; longer than an authorization and a capture can take. */
  leaseMs: number;
  receiptUrl(orderId: number): string;
  /** The site's public address, for the links of the office's rules on a payment. */
  publicUrl?: string;
}

/** Why an order cannot be paid now, or undefined when it can. */
function refusal(order: Order, now: Date): HttpError | undefined {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'authorized')
    return conflict(PAY_ORDER_MESSAGES.alreadyPaid);
  if (order.paymentStatus !== 'pending' || order.bookingStatus !== 'active')
    return conflict(PAY_ORDER_MESSAGES.notPayable);
  if (Date.parse(order.updatedAt) > now.getTime()) return conflict(PAY_ORDER_MESSAGES.inProgress);
  return undefined;
}

async function payableOrder(db: Db, userId: number, orderId: number, now: Date): Promise<Order> {
  const order = await findCustomerOrder(db, userId, orderId);
  if (!order) throw notFound(PAY_ORDER_MESSAGES.notFound);
  const refused = refusal(order, now);
  if (refused) throw refused;
  return order;
}

/** POST pay_order/start.php: a checkout token for exactly the order's total. */
export async function startOrderPayment(
  db: Db,
  caller: Caller,
  userId: number,
  orderId: number,
  now: Date,
): Promise<CheckoutStartResponse> {
  const order = await payableOrder(db, userId, orderId, now);
  return issueCheckoutToken(
    db,
    caller,
    { orderUuid: order.orderUuid, slotId: order.slotId, amountCents: order.totalCents },
    now,
  );
}

/** POST pay_order/authorize.php: claim, authorize, save, then capture per the setting. */
export async function payOrder(
  deps: PaymentDeps,
  caller: Caller,
  userId: number,
  body: PayOrderAuthorizeRequest,
  opts: PayOrderOptions,
): Promise<PayOrderResponse> {
  const { db } = deps;
  const now = new Date();
  const order = await payableOrder(db, userId, body.order_id, now);
  const claimDeps: ClaimDeps = { db, now: () => new Date(), leaseMs: opts.leaseMs };
  const expect = { bookingStatus: 'active', paymentStatus: 'pending' } as const;
  const held = await claim({ ...claimDeps, now: () => now }, order.id, expect);
  if (!held) {
    const latest = await findOrderById(db, order.id);
    throw (latest && refusal(latest, now)) ?? conflict(PAY_ORDER_MESSAGES.inProgress);
  }
  const { leaseUntil } = held;
  let approved: Awaited<ReturnType<typeof authorizeCard>>;
  try {
    approved = await authorizeCard(deps, caller, {
      opaqueData: body.opaqueData,
      amount: centsToDecimal(order.totalCents),
      order_uuid: order.orderUuid,
      checkout_token: body.checkout_token,
    });
  } catch (error) {
    // An unknown outcome (502) may hold the card: the claim stays until its lease runs out.
    if (!(error instanceof HttpError && error.statusCode === 502)) await held.release();
    throw error;
  }

  const { transactionId } = approved.approval;
  const card = {
    type: approved.card.accountType,
    last4: approved.card.accountNumber?.slice(-4) ?? null,
  };
  const mail = (status: 'paid' | 'authorized') =>
    paymentConfirmation(
      order,
      { status, card, transactionId, receiptUrl: opts.receiptUrl(order.id) },
      opts.settings,
    );
  // Authorize only: the claim ends with the save; otherwise it holds the order until the capture.
  const holdUntil = opts.capture === 'authorize-only' ? undefined : leaseUntil;
  // The shipped rule "Payment received" sends the confirmation unless the office switched it off.
  const confirm = async (trx: Db, status: 'paid' | 'authorized', at: Date) => {
    if (await builtinRuleOn(trx, 'paid-confirmation')) {
      await enqueueEmail(trx, mail(status), at);
      // An edited "Payment received" later finds this order sent to (decision 071).
      await claimBuiltinSend(trx, 'paid-confirmation', {
        orderId: order.id,
        occurrence: 'paid',
        at,
      });
    }
    await runEventRules(trx, 'paid', order.id, {
      settings: opts.settings,
      publicUrl: opts.publicUrl ?? '',
      now: at,
    });
    return 0;
  };
  const saved = await saveAuthorization(db, order, approved, card, holdUntil, (trx) =>
    opts.capture === 'authorize-only' ? confirm(trx, 'authorized', new Date()) : Promise.resolve(0),
  );
  if (!saved) {
    await held.release();
    await releaseUnsaved(deps, caller, transactionId);
  }
  if (opts.capture === 'authorize-only')
    return { order_id: order.id, payment_status: 'authorized', transaction_id: transactionId };

  const { result } = await captureWithAttempt(deps, {
    transactionId,
    amountCents: order.totalCents,
    orderUuid: order.orderUuid,
    orderId: order.id,
    sessionId: caller.sessionId,
  });
  const captured = result.status === 'approved';
  // A failed capture keeps the authorization for staff, as at checkout; the customer has paid.
  await db.transaction().execute(async (trx) => {
    const at = new Date();
    if (captured) await markCaptured(trx, order.id, order.totalCents, at.toISOString());
    else await release({ db: trx, now: () => at }, order.id, leaseUntil);
    await confirm(trx, captured ? 'paid' : 'authorized', at);
  });
  return {
    order_id: order.id,
    payment_status: captured ? 'paid' : 'authorized',
    transaction_id: transactionId,
  };
}

/**
 * Saves the approval on the order and gives the authorization to it, in one transaction; false
 * when the order changed meanwhile (cancelled by staff) or the authorization was released.
 */
async function saveAuthorization(
  db: Db,
  order: Order,
  approved: Awaited<ReturnType<typeof authorizeCard>>,
  card: { type: string | null; last4: string | null },
  holdUntil: string | undefined,
  alsoInTransaction: (trx: Db) => Promise<unknown>,
): Promise<boolean> {
  const { transactionId, authCode, responseCode } = approved.approval;
  try {
    return await db.transaction().execute(async (trx) => {
      const payment = {
        transactionId,
        authCode,
        responseCode,
        authorizedCents: order.totalCents,
        cardType: card.type?.slice(0, 32) ?? null,
        cardLast4: card.last4,
      };
      const now = new Date().toISOString();
      const held = holdUntil ?? now;
      if (!(await markReservationAuthorized(trx, order.id, payment, now, held))) {
        return false;
      }
      await claimAuthorizationForOrder(trx, { orderId: order.id, transactionId });
      await alsoInTransaction(trx);
      return true;
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}

/** The approval could not be kept on the order: release it, and say what became of the card. */
async function releaseUnsaved(
  deps: PaymentDeps,
  caller: Caller,
  transactionId: string,
): Promise<never> {
  try {
    await voidCheckout(deps, caller, { transactionId });
  } catch {
    throw new HttpError(502, PAY_ORDER_MESSAGES.notSavedStaffFollowUp);
  }
  throw conflict(PAY_ORDER_MESSAGES.notSavedNotCharged);
}
