import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { Db } from '../../db/database';
import type { OutgoingEmail } from '../../email/email.types';
import { enqueueEmail } from '../../email/outbox.service';
import type { CancellationMoney } from '../../payments/refunds/cancellation-money.service';
import { issueManageLink } from '../manage-links/manage-links.service';
import type { CalendarMethod } from '../calendar/order-calendar';
import { inviteFactsOf, orderInvite } from '../calendar/order-calendar-invite';
import {
  customerMoneyLines,
  staffMoneyLines,
  whoCancelled,
} from '../../../shared/portal/order-change-messages';
import { orderDocs, propertyLine } from '../order-docs';
import type { Order } from '../orders/orders.repository';
import { businessView, fromTemplate } from '../../messages/message-definition';
import { cancelledMessage, rescheduledMessage } from './order-change-messages';
import {
  cancelledNoticeMessage,
  cancelledRealtorMessage,
  rescheduledNoticeMessage,
  rescheduledRealtorMessage,
} from './order-change-copies';

// The e-mails of a changed booking, queued in the change's own transaction: the customer, the
// business and the realtor each get the calendar update (same UID, higher SEQUENCE).

export interface ChangeEmailContext {
  settings: SiteSettings;
  /** The site's public address, for the "Manage your inspection" link. */
  publicUrl: string;
  now: Date;
}

export interface RescheduleEmailInput {
  /** The order after the move: new slot, calendarSequence already raised. */
  order: Order;
  previousStart: string;
}

export interface CancellationEmailInput {
  /** The order after the cancellation (calendarSequence already raised). */
  order: Order;
  money: CancellationMoney;
  by: 'customer' | 'admin';
  feeCents: number;
}

const firstNameOf = (order: Order) => {
  const first = orderDocs(order).checkout.firstName;
  return typeof first === 'string' && first ? first : order.customerName;
};

/** What the client's own message names: their first name and the inspection's facts. */
const clientView = <I>(order: Order, inspection: I, s: SiteSettings) => ({
  client: { first_name: firstNameOf(order) },
  order: { id: order.id },
  inspection,
  business: businessView(s),
});

/** The three messages of one change; the business's and the realtor's get their address when queued. */
export interface ChangeEmailSet {
  customer: OutgoingEmail;
  business: Omit<OutgoingEmail, 'to'>;
  realtor: Omit<OutgoingEmail, 'to'>;
}

/** The same update to the customer, the business (replies reach the customer) and the realtor. */
async function queueToEveryone(
  trx: Db,
  ctx: ChangeEmailContext,
  update: ChangeEmailSet & {
    order: Order;
    /** The calendar update attached to every message. */
    method: CalendarMethod;
    /** The customer's manage link: kept in the log only until delivery, as it signs its holder in. */
    secrets?: string[];
  },
): Promise<void> {
  const { order, secrets = [] } = update;
  const { settings: s, now } = ctx;
  const attachments = [orderInvite(order, s, update.method, now)];
  await enqueueEmail(trx, { ...update.customer, attachments }, now, { secrets });
  if (s.email)
    await enqueueEmail(
      trx,
      { ...update.business, to: s.email, replyTo: order.customerEmail, attachments },
      now,
    );
  const realtor = inviteFactsOf(order).realtor;
  if (realtor) await enqueueEmail(trx, { ...update.realtor, to: realtor.email, attachments }, now);
}

/** What the office's and the realtor's copies name: the client's facts and the inspection's. */
const staffView = <I>(order: Order, inspection: I, s: SiteSettings) => ({
  client: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
  order: { id: order.id },
  inspection,
  business: businessView(s),
});

/** The three messages of a move (pure: the snapshot test reads them). */
export function rescheduleEmailSet(
  input: RescheduleEmailInput,
  s: SiteSettings,
  manageUrl: string,
): ChangeEmailSet {
  const { order, previousStart } = input;
  const inspection = {
    date: formatDateTimeLong(order.slotStart, s.timeZone),
    previous_date: formatDateTimeLong(previousStart, s.timeZone),
    address: propertyLine(order),
    inspector: order.inspectorName ?? '',
  };
  const customer: OutgoingEmail = {
    to: order.customerEmail,
    ...fromTemplate(rescheduledMessage, {
      ...clientView(order, inspection, s),
      manage_link: manageUrl,
    }),
  };
  const view = staffView(order, inspection, s);
  return {
    customer,
    business: fromTemplate(rescheduledNoticeMessage, view),
    realtor: fromTemplate(rescheduledRealtorMessage, view),
  };
}

/** A moved inspection: old time → new time, and a REQUEST with the order's UID, next SEQUENCE. */
export async function queueRescheduleEmails(
  trx: Db,
  input: RescheduleEmailInput,
  ctx: ChangeEmailContext,
): Promise<void> {
  const manageUrl = await issueManageLink(trx, input.order, ctx.now, ctx.publicUrl);
  const set = rescheduleEmailSet(input, ctx.settings, manageUrl);
  await queueToEveryone(trx, ctx, {
    order: input.order,
    method: 'REQUEST',
    ...set,
    secrets: [manageUrl],
  });
}

/** The three messages of a cancellation (pure: the snapshot test reads them). */
export function cancellationEmailSet(
  input: CancellationEmailInput,
  s: SiteSettings,
): ChangeEmailSet {
  const { order, money, by, feeCents } = input;
  const inspection = {
    date: formatDateTimeLong(order.slotStart, s.timeZone),
    address: propertyLine(order),
  };
  const customer: OutgoingEmail = {
    to: order.customerEmail,
    ...fromTemplate(cancelledMessage, {
      ...clientView(order, inspection, s),
      cancelled_by: whoCancelled(by, s, 'customer'),
      payment_lines: customerMoneyLines(money, feeCents, by)
        .map((l) => `- ${l}`)
        .join('\n'),
    }),
  };
  const view = staffView(order, inspection, s);
  const business = fromTemplate(cancelledNoticeMessage, {
    ...view,
    cancelled_by: whoCancelled(by, s, 'staff'),
    money_lines: staffMoneyLines(money, feeCents).join('\n'),
  });
  return {
    customer,
    business,
    realtor: fromTemplate(cancelledRealtorMessage, view),
  };
}

/** A cancelled inspection: who cancelled, what became of the money, and a METHOD:CANCEL. */
export async function queueCancellationEmails(
  trx: Db,
  input: CancellationEmailInput,
  ctx: ChangeEmailContext,
): Promise<void> {
  const set = cancellationEmailSet(input, ctx.settings);
  await queueToEveryone(trx, ctx, { order: input.order, method: 'CANCEL', ...set });
}
