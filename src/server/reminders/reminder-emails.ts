import { INSPECTION_DURATION_MINUTES } from '../../shared/booking/constants';
import { formatCents } from '../../shared/money';
import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import { orderInvite } from '../booking/calendar/order-calendar-invite';
import { orderDocs, propertyLine } from '../booking/order-docs';
import type { Order } from '../booking/reminder-orders.service';
import type { OutgoingEmail } from '../email/email.types';
import { signOff } from '../email/sign-off';

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

export const PREPARE = [
  'Have the utilities on: water, gas and electricity (the inspector tests them).',
  'Clear the way to the attic, crawlspace, electrical panel, furnace and water heater.',
  'Keep pets secured or away for the visit.',
  `Allow ${hoursText()} for the inspection.`,
];

export const BRING = [
  'What to bring: no photo ID is needed, but do bring any documents you have about the property, such as disclosures, permits and repair receipts.',
  'Please plan to be there for the last half hour, when the inspector walks you through the findings.',
];

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

export function beforeInspectionEmail(
  order: Order,
  todo: ToDo,
  manageUrl: string,
  ctx: ReminderContext,
): OutgoingEmail {
  const s = ctx.settings;
  const when = formatDateTimeLong(order.slotStart, s.timeZone);
  const text = [
    `Hello ${firstName(order)},`,
    '',
    `This is a reminder of your home inspection with ${s.businessName}.`,
    '',
    `Date and time: ${when}`,
    `Property: ${propertyLine(order)}`,
    `Reservation number: ${order.id}`,
    '',
    ...toDoLines(order, todo, ctx.publicUrl),
    '',
    'How to prepare:',
    ...PREPARE.map((p) => `- ${p}`),
    '',
    ...BRING,
    '',
    `Manage your inspection (see it, reschedule or cancel): ${manageUrl}`,
    '',
    'The calendar entry is attached.',
    ...signOff(s),
  ].join('\n');
  return {
    kind: 'inspection-reminder',
    to: order.customerEmail,
    subject: `Reminder: your home inspection on ${when}`,
    text,
    // The order's own event (its UID, REQUEST at its current SEQUENCE): calendars update it.
    attachments: [orderInvite(order, s, 'REQUEST', ctx.now)],
  };
}

export function thankYouEmail(order: Order, ctx: ReminderContext): OutgoingEmail {
  const s = ctx.settings;
  const text = [
    `Hello ${firstName(order)},`,
    '',
    `Thank you for choosing ${s.businessName} for the inspection of ${propertyLine(order)}.`,
    'Your report, the agreement and your receipts are in your account:',
    `${ctx.publicUrl}/user/inspections/${order.id}`,
    '',
    ...signOff(s, 'Questions about the findings'),
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `Thank you from ${s.businessName}`,
    kind: 'inspection-thank-you',
    text,
  };
}
