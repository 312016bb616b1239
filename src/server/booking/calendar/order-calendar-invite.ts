import { INSPECTION_DURATION_MINUTES } from '../../../shared/booking/constants';
import type { SiteSettings } from '../../../shared/site-settings';
import type { EmailAttachment } from '../../email/email.types';
import { buildIcs, type CalendarMethod } from './order-calendar';
import type { CalendarPerson } from './order-calendar-people';
import { orderDocs, propertyLine } from '../order-docs';
import type { Order } from '../orders/orders.repository';

// One order's calendar entry, as every e-mail about it attaches it: the business organizes, the
// customer (and the realtor given access) attend, and all of them get the same UID and SEQUENCE.

/** The domain of the order's calendar UID: the business address's, as the first invitations had. */
export const calendarDomain = (s: Pick<SiteSettings, 'email'>) =>
  s.email.slice(s.email.lastIndexOf('@') + 1).trim() || 'localhost';

export const newCalendarUid = (orderUuid: string, s: Pick<SiteSettings, 'email'>) =>
  `order-${orderUuid}@${calendarDomain(s)}`;

/** The UID stored at placement, or for an older order the one its confirmation carried. */
export const calendarUidOf = (
  order: Pick<Order, 'calendarUid' | 'orderUuid'>,
  s: Pick<SiteSettings, 'email'>,
) => order.calendarUid ?? newCalendarUid(order.orderUuid, s);

export interface InviteFacts {
  orderId: number;
  startIso: string;
  /** The street line, for the event's title. */
  street: string;
  location: string;
  customer: CalendarPerson;
  realtor?: CalendarPerson;
}

export interface InviteVersion {
  uid: string;
  sequence: number;
  method: CalendarMethod;
  now: Date;
}

/** The .ics attachment; Content-Type names the method, as calendar programs expect. */
export function inviteAttachment(
  facts: InviteFacts,
  s: SiteSettings,
  version: InviteVersion,
): EmailAttachment {
  const cancelled = version.method === 'CANCEL';
  const content = buildIcs({
    method: version.method,
    uid: version.uid,
    sequence: version.sequence,
    startIso: facts.startIso,
    durationMinutes: INSPECTION_DURATION_MINUTES,
    timeZone: s.timeZone,
    summary: `${cancelled ? 'Cancelled: ' : ''}Home inspection: ${facts.street}`,
    location: facts.location,
    description: [
      `${s.businessName}, reservation ${facts.orderId}${cancelled ? ', cancelled' : ''}.`,
      // The policy's numbers are in the e-mail; an entry outlives a change of them.
      ...(cancelled ? [] : ['To reschedule or cancel, see your e-mail or sign in on our website.']),
      `Questions: ${s.phone}, ${s.email}.`,
    ].join('\n'),
    organizer: { name: s.businessName, email: s.email },
    attendees: facts.realtor ? [facts.customer, facts.realtor] : [facts.customer],
    now: version.now,
  });
  return {
    filename: cancelled ? 'cancelled.ics' : 'inspection.ics',
    contentType: `text/calendar; charset=utf-8; method=${version.method}`,
    content,
  };
}

/** The invitation facts of a stored order (its slot may have moved since it was placed). */
export function inviteFactsOf(order: Order): InviteFacts {
  const { cart, checkout } = orderDocs(order);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const realtorEmail = text(checkout.realtorEmail);
  return {
    orderId: order.id,
    startIso: order.slotStart,
    street: cart.address1,
    location: propertyLine(order),
    customer: { name: order.customerName, email: order.customerEmail },
    ...(checkout.realtorAccess === 'yes' && realtorEmail
      ? {
          realtor: {
            name: `${text(checkout.realtorFirstName)} ${text(checkout.realtorLastName)}`.trim(),
            email: realtorEmail,
          },
        }
      : {}),
  };
}

/** The stored order's entry at its current SEQUENCE: a reschedule's REQUEST or a CANCEL. */
export const orderInvite = (order: Order, s: SiteSettings, method: CalendarMethod, now: Date) =>
  inviteAttachment(inviteFactsOf(order), s, {
    uid: calendarUidOf(order, s),
    sequence: order.calendarSequence,
    method,
    now,
  });
