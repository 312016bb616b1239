import { INSPECTION_DURATION_MINUTES } from '../../shared/booking/constants';
import { formatCents } from '../../shared/money';
import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import { orderInvite } from '../booking/calendar/order-calendar-invite';
import { orderDocs, propertyLine } from '../booking/order-docs';
import type { Order } from '../booking/reminder-orders.service';
import type { OutgoingEmail } from '../email/email.types';
import { businessView, fromTemplate } from '../messages/message-definition';
import { reminderMessage, thankYouMessage } from './reminder-messages';

// The reminder before an inspection (when, where, how to prepare, what to bring, what is still to
// do, the manage link and the calendar entry) and the short thank-you after it. Plain text: the outbox adds the
// HTML part.

export interface ReminderContext {
  settings: SiteSettings;
  publicUrl: string;
  now: Date;
}

/** What the customer still has to do before the inspection; each comes with its link. */
export interface ToDo {
  agreementSigned: boolean;
}

const firstName = (order: Order) => {
  const name = orderDocs(order).checkout.firstName;
  return typeof name === 'string' && name.trim() ? name.trim() : order.customerName;
};

const hoursText = () => `about ${Math.round(INSPECTION_DURATION_MINUTES / 60)} hours`;

function toDoLines(order: Order, todo: ToDo, publicUrl: string): string[] {
  const lines: string[] = [];
  if (!todo.agreementSigned)
    lines.push(`- Sign the inspection agreement: ${publicUrl}/user/inspections/${order.id}`);
  if (order.paymentStatus === 'pending')
    lines.push(`- Pay ${formatCents(order.totalCents)}: ${publicUrl}/user/payments`);
  if (lines.length === 0)
    return ['Nothing is left to do: the agreement is signed and the inspection is paid.'];
  return ['Still to do before the inspection:', ...lines];
}

const view = (order: Order, ctx: ReminderContext) => ({
  client: { first_name: firstName(order) },
  order: { id: order.id },
  inspection: {
    date: formatDateTimeLong(order.slotStart, ctx.settings.timeZone),
    address: propertyLine(order),
  },
  portal_link: `${ctx.publicUrl}/user/inspections/${order.id}`,
  business: businessView(ctx.settings),
});

export function beforeInspectionEmail(
  order: Order,
  todo: ToDo,
  manageUrl: string,
  ctx: ReminderContext,
): OutgoingEmail {
  const base = view(order, ctx);
  const message = fromTemplate(reminderMessage, {
    ...base,
    inspection: { ...base.inspection, duration: hoursText() },
    to_do: toDoLines(order, todo, ctx.publicUrl).join('\n'),
    manage_link: manageUrl,
  });
  return {
    to: order.customerEmail,
    ...message,
    // The order's own event (its UID, REQUEST at its current SEQUENCE): calendars update it.
    attachments: [orderInvite(order, ctx.settings, 'REQUEST', ctx.now)],
  };
}

export function thankYouEmail(order: Order, ctx: ReminderContext): OutgoingEmail {
  return {
    to: order.customerEmail,
    ...fromTemplate(thankYouMessage, view(order, ctx)),
  };
}
