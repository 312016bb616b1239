import { formatCents } from '../../../shared/money';
import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { Db } from '../../db/database';
import type { OutgoingEmail } from '../../email/email.types';
import { type EnqueueOptions, enqueueEmail } from '../../email/outbox.service';
import { businessView, fromTemplate } from '../../messages/message-definition';
import { orderInvite } from '../calendar/order-calendar-invite';
import { issueManageLink } from '../manage-links/manage-links.service';
import { orderDocs, propertyLine } from '../order-docs';
import { realtorNotice } from '../checkout/order.emails';
import { placedOrderOf } from '../checkout/placed-order-of';
import { builtinRulesOff } from '../../rules/rules.service';
import type { Order } from '../orders/orders.repository';
import {
  requestConfirmedMessage,
  requestDeclinedMessage,
  requestLapsedMessage,
  requestProposedMessage,
  requestReceivedMessage,
} from './request-messages';

// The client's e-mails of "request, then confirm", queued in the step's own transaction through
// the outbox (which renders the office's edit of each template).

export interface RequestEmailContext {
  settings: SiteSettings;
  /** The site's public address: the portal link (none in the message without it). */
  publicUrl: string;
  now: Date;
}

function firstNameOf(order: Order): string {
  const first = orderDocs(order).checkout.firstName;
  return typeof first === 'string' && first ? first : order.customerName;
}

function commonView(order: Order, ctx: RequestEmailContext) {
  const s = ctx.settings;
  return {
    client: { first_name: firstNameOf(order) },
    order: { id: order.id, total: formatCents(order.totalCents) },
    inspection: {
      date: formatDateTimeLong(order.slotStart, s.timeZone),
      address: propertyLine(order),
      inspector: order.inspectorName ?? '',
    },
    portal_link: ctx.publicUrl ? `${ctx.publicUrl}/user/inspections/${order.id}` : '',
    business: businessView(s),
  };
}

/** Queues one of these e-mails to the client who booked, in the step's transaction. */
const queueToClient = (
  trx: Db,
  order: Order,
  ctx: RequestEmailContext,
  email: Omit<OutgoingEmail, 'to'>,
  options?: EnqueueOptions,
) => enqueueEmail(trx, { to: order.customerEmail, ...email }, ctx.now, options);

const heldCard = (o: Order) =>
  `Your card is authorized for ${formatCents(o.authorizedCents ?? o.totalCents)} and charged only when the office confirms the booking.`;

/** Placed while the office confirms bookings: instead of the booking confirmation. */
export async function queueRequestReceived(
  trx: Db,
  order: Order,
  ctx: RequestEmailContext,
): Promise<void> {
  const payment =
    order.paymentStatus === 'authorized'
      ? heldCard(order)
      : 'Reserved without payment: you pay at the inspection once it is confirmed.';
  const message = fromTemplate(requestReceivedMessage, { ...commonView(order, ctx), payment });
  await queueToClient(trx, order, ctx, message);
}

/** Confirmed: with the calendar entry, as the booking confirmation carries one. */
export async function queueRequestConfirmed(
  trx: Db,
  order: Order,
  ctx: RequestEmailContext,
): Promise<void> {
  const payment =
    order.paymentStatus === 'paid'
      ? `Your card was charged ${formatCents(order.capturedCents ?? order.totalCents)}.`
      : 'Reserved without payment: you pay at the inspection.';
  const message = fromTemplate(requestConfirmedMessage, { ...commonView(order, ctx), payment });
  await queueToClient(trx, order, ctx, {
    ...message,
    attachments: [orderInvite(order, ctx.settings, 'REQUEST', ctx.now)],
  });
  await queueRealtorNotice(trx, order, ctx);
}

/**
 * The realtor named at checkout hears of the inspection once it is a booking, as a booking placed
 * without the office's confirmation tells them at once (unless the office switched that rule off).
 */
async function queueRealtorNotice(trx: Db, order: Order, ctx: RequestEmailContext) {
  if ((await builtinRulesOff(trx)).has('booked-realtor')) return;
  const notice = realtorNotice(placedOrderOf(order), ctx.settings, ctx.now);
  if (notice) await enqueueEmail(trx, notice, ctx.now);
}

/** What became of the card hold of a request that ended without a booking. */
const releasedHold = (order: Order) =>
  order.paymentStatus === 'voided'
    ? 'The hold on your card is released: you were not charged.'
    : order.paymentStatus === 'authorized'
      ? 'The hold on your card is being released: you are not charged.'
      : 'Nothing was charged.';

/** The view of a request that ended without a booking: the order's, and the card hold's end. */
const endedView = (order: Order, ctx: RequestEmailContext) => ({
  ...commonView(order, ctx),
  payment: releasedHold(order),
});

/** Declined: the office's reason as written, and what became of the card hold. */
export async function queueRequestDeclined(
  trx: Db,
  order: Order,
  reason: string,
  ctx: RequestEmailContext,
): Promise<void> {
  const message = fromTemplate(requestDeclinedMessage, { ...endedView(order, ctx), reason });
  await queueToClient(trx, order, ctx, message);
}

const expiresText = (order: Order, ctx: RequestEmailContext) =>
  order.proposalExpiresAt ? formatDateTimeLong(order.proposalExpiresAt, ctx.settings.timeZone) : '';

/** Another time proposed: a link that signs the client in to accept it or cancel. */
export async function queueRequestProposed(
  trx: Db,
  order: Order,
  previousStart: string,
  ctx: RequestEmailContext,
): Promise<void> {
  const view = commonView(order, ctx);
  const manageUrl = ctx.publicUrl
    ? await issueManageLink(trx, order, ctx.now, ctx.publicUrl)
    : view.portal_link;
  const message = fromTemplate(requestProposedMessage, {
    ...view,
    inspection: {
      ...view.inspection,
      previous_date: formatDateTimeLong(previousStart, ctx.settings.timeZone),
    },
    proposal: { expires: expiresText(order, ctx) },
    manage_link: manageUrl,
  });
  // The link signs its holder in: like a sign-in link, the log keeps it only until delivery.
  await queueToClient(trx, order, ctx, message, { secrets: manageUrl ? [manageUrl] : [] });
}

/** The proposal went unanswered: the request is cancelled and what became of the card hold. */
export async function queueRequestLapsed(
  trx: Db,
  order: Order,
  ctx: RequestEmailContext,
): Promise<void> {
  const message = fromTemplate(requestLapsedMessage, {
    ...endedView(order, ctx),
    proposal: { expires: expiresText(order, ctx) },
  });
  await queueToClient(trx, order, ctx, message);
}
