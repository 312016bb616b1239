import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import type { OutgoingEmail } from '../email/email.types';
import type { Order } from '../booking/customer-orders.service';
import { propertyLine, storedRecord } from '../booking/order-docs';
import { businessView, fromTemplate } from '../messages/message-definition';
import { realtorReportMessage, reportPublishedMessage } from './report-messages';

// The e-mails a published report sends: the customer's, pointing at /user/reports, and the
// realtor's, with a link that needs no account (their wording is in report-messages.ts).

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who gets the realtor's link: the realtor when access is Yes, the customer-agent's address otherwise. */
export function realtorRecipient(order: Pick<Order, 'checkoutJson' | 'customerEmail'>) {
  const checkout = storedRecord(order.checkoutJson);
  const email = text(checkout.realtorEmail);
  const name = text(checkout.realtorFirstName);
  if (checkout.realtorAccess === 'yes' && email) return { email, name };
  if (checkout.realtorAccess === 'agent') return { email: email || order.customerEmail, name };
  return undefined;
}

export function customerReportEmail(
  order: Order,
  s: SiteSettings,
  reportsUrl: string,
  filename: string,
): OutgoingEmail {
  const message = fromTemplate(reportPublishedMessage, {
    client: { first_name: text(storedRecord(order.checkoutJson).firstName) || order.customerName },
    inspection: {
      date: formatDateTimeLong(order.slotStart, s.timeZone),
      address: propertyLine(order),
    },
    report: { filename },
    reports_link: reportsUrl,
    business: businessView(s),
  });
  return { to: order.customerEmail, ...message };
}

export function realtorReportEmail(
  order: Order,
  s: SiteSettings,
  to: { email: string; name: string },
  link: string,
): OutgoingEmail {
  const message = fromTemplate(realtorReportMessage, {
    realtor: { first_name: to.name },
    client: { name: order.customerName },
    inspection: {
      date: formatDateTimeLong(order.slotStart, s.timeZone),
      address: propertyLine(order),
    },
    report_link: link,
    business: businessView(s),
  });
  return { to: to.email, ...message };
}
