import type { SiteSettings } from '../../../shared/site-settings';
import { audit } from '../../audit/audit.service';
import { conflict } from '../../errors';
import type { PaymentGateway, TransactionResult } from '../../payments/gateway/gateway.types';
import type { Mailer } from '../../email/email.types';
import {
  captureWithAttempt,
  orderFollowUp,
  paymentDepsOf,
  voidWithAttempt,
} from '../../payments/payments.service';
import { cancelByOffice, ownTransaction } from '../changes/order-cancel.service';
import { adminPolicyFee } from '../changes/order-changes-quote';
import type { CancellationMoney } from '../../payments/refunds/cancellation-money.service';
import { getCancellationPolicy } from '../../settings/cancellation-policy.service';
import { markVoided, type Order } from '../orders/orders.repository';
import { captureAndRunPaidRules } from '../orders/order-paid';
import {
  type ClaimDeps,
  loadOrder,
  NOT_AUTHORIZED as notAuthorized,
  ORDER_CLAIM_MESSAGES as CLAIM,
  withClaim,
} from '../orders/order-claim.service';

// Capture, void and cancel from the admin area. Staff move real money here, so only the
// order's own transaction, only as authorized by this site for this order, captured for the
// order's own total. Each change claims the order first (a conditional UPDATE), then calls the
// gateway through the payments module (a payment attempt is written before every call).

export const CAPTURE_CANCELLED =
  'This booking is cancelled, so its payment is not captured. Void the authorization instead.';
export const NOT_OUR_AUTHORIZATION =
  'This order’s card authorization was not made by this site for this order, so it cannot be changed here. Use the payment gateway’s own site.';
export const OVER_AUTHORIZED =
  'The order total is more than the card authorization, so it cannot be captured here.';

export interface OrderAdminDeps extends ClaimDeps {
  gateway: PaymentGateway;
  mailer: Mailer;
  actorId: number;
  settings: () => Promise<SiteSettings>;
  /** The site's public address, for the links in the cancellation e-mails. */
  publicUrl?: string;
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
    async ({ release }) => {
      const { result } = await captureWithAttempt(
        paymentDepsOf(deps),
        orderFollowUp(order, transactionId, amountCents),
      );
      const outcome = outcomeOf(result);
      const details = { transactionId, amountCents, ...outcome };
      if (!outcome.ok) {
        await release();
        await audit(deps.db, entry(deps, 'capture-failed', id, details));
        return outcome;
      }
      const rules = { settings: await deps.settings(), publicUrl: deps.publicUrl ?? '' };
      await deps.db.transaction().execute(async (trx) => {
        const at = deps.now();
        await captureAndRunPaidRules(trx, { id, capturedCents: amountCents }, at, rules);
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
  return withClaim(deps, order, { paymentStatus: 'authorized' }, async ({ release }) => {
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
    paymentDepsOf(deps),
    orderFollowUp(order, transactionId, order.authorizedCents ?? undefined),
  );
  return outcomeOf(result);
}

export interface CancelResult {
  money: CancellationMoney;
  /** The fee applied (0 for a cancellation without fee). */
  feeCents: number;
  /** The customer's notice is queued in the outbox with the cancellation. */
  emailStatus: 'queued';
  order: Order;
}

/**
 * Cancels a booking from the admin area, with the policy fee or without: its slot is free again
 * at once, the money follows the fee (void, capture of the fee, or refund minus it) and the
 * customer, the business and the realtor are e-mailed, as when the customer cancels.
 */
export async function cancelOrder(
  deps: OrderAdminDeps,
  id: number,
  opts: { withFee: boolean } = { withFee: false },
): Promise<CancelResult> {
  const seen = await loadOrder(deps.db, id);
  if (seen.bookingStatus !== 'active') throw conflict(CLAIM.alreadyCancelled);
  const settings = await deps.settings();
  const policy = opts.withFee ? await getCancellationPolicy(deps.db) : undefined;
  const result = await cancelByOffice(
    { ...deps, settings, publicUrl: deps.publicUrl ?? '' },
    seen,
    { bookingStatus: 'active' },
    (order) => ({
      policyFeeCents: policy ? adminPolicyFee(order, policy, settings, deps.now()) : 0,
    }),
  );
  return {
    money: result.money,
    feeCents: result.feeCents,
    emailStatus: 'queued',
    order: result.order,
  };
}

function entry(deps: OrderAdminDeps, action: string, id: number, details: Record<string, unknown>) {
  return { userId: deps.actorId, action, entity: 'order', entityId: id, details };
}
