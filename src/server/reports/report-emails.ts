import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import type { OutgoingEmail } from '../email/email.types';
import type { Order } from '../booking/customer-orders.service';
import {
  businessView,
  defineMessage,
  fromTemplate,
  signOffTemplate,
} from '../messages/message-definition';

// The messages a published report sends: the customer's, pointing at /user/reports, and the
// realtor's, with a link that needs no account.

function parsed(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "12 Walnut St, Apt 2, Pittsburgh, PA 15232" from the order's saved cart. */
export function orderAddress(order: Pick<Order, 'cartJson'>): string {
  const cart = parsed(order.cartJson);
  const stateZip = [text(cart.state), text(cart.zip)].filter(Boolean).join(' ');
  return [text(cart.address1), text(cart.address2), text(cart.city), stateZip]
    .filter(Boolean)
    .join(', ');
}

/** Who gets the realtor's link: the realtor when access is Yes, the customer-agent's address otherwise. */
export function realtorRecipient(order: Pick<Order, 'checkoutJson' | 'customerEmail'>) {
  const checkout = parsed(order.checkoutJson);
  const email = text(checkout.realtorEmail);
  const name = text(checkout.realtorFirstName);
  if (checkout.realtorAccess === 'yes' && email) return { email, name };
  if (checkout.realtorAccess === 'agent') return { email: email || order.customerEmail, name };
  return undefined;
}

export const reportPublishedMessage = defineMessage({
  key: 'report-published',
  title: 'Report published',
  audience: 'the client',
  subject: 'Your inspection report is ready: {{inspection.address}}',
  body: [
    'Hello {{client.first_name}},',
    '',
    'Your home inspection report ({{report.filename}}) is ready.',
    'Inspection: {{inspection.date}}, {{inspection.address}}',
    '',
    'Sign in and open your reports: {{reports_link}}',
    'The page says if anything is needed first, such as signing the agreement or paying.',
    '',
    signOffTemplate(),
  ].join('\n'),
  placeholders: {
    'client.first_name': 'The client’s first name',
    'inspection.date': 'Date and time of the inspection',
    'inspection.address': 'The property address',
    'report.filename': 'The report’s file name',
    reports_link: 'The client’s reports page',
  },
  sample: {
    client: { first_name: 'Dana' },
    inspection: {
      date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
      address: '12 Walnut St, Pittsburgh, PA 15232',
    },
    report: { filename: 'report.pdf' },
    reports_link: 'https://example.com/user/reports',
  },
});

export function customerReportEmail(
  order: Order,
  s: SiteSettings,
  reportsUrl: string,
  filename: string,
): OutgoingEmail {
  const message = fromTemplate(reportPublishedMessage, {
    client: { first_name: text(parsed(order.checkoutJson).firstName) || order.customerName },
    inspection: {
      date: formatDateTimeLong(order.slotStart, s.timeZone),
      address: orderAddress(order),
    },
    report: { filename },
    reports_link: reportsUrl,
    business: businessView(s),
  });
  return { to: order.customerEmail, ...message, kind: 'report-published' };
}

export const realtorReportMessage = defineMessage({
  key: 'report-realtor',
  title: 'Report shared with the realtor',
  audience: 'the realtor',
  subject: 'Inspection report for {{inspection.address}}',
  body: [
    'Hello{{#realtor.first_name}} {{realtor.first_name}}{{/realtor.first_name}},',
    '',
    '{{client.name}} asked {{business.name}} to share the home inspection report with you.',
    'Inspection: {{inspection.date}}, {{inspection.address}}',
    '',
    'Open the report (no account needed): {{report_link}}',
    'The link is for you only; please do not forward it.',
    '',
    '{{business.name}}',
  ].join('\n'),
  placeholders: {
    'realtor.first_name': 'The realtor’s first name (may be empty)',
    'client.name': 'The client’s full name',
    'inspection.date': 'Date and time of the inspection',
    'inspection.address': 'The property address',
    report_link: 'The realtor’s own link to the report (needs no account)',
  },
  required: ['report_link'],
  sample: {
    realtor: { first_name: 'Rae' },
    client: { name: 'Dana Buyer' },
    inspection: {
      date: 'Tuesday, March 2, 2027 at 9:00 AM EST',
      address: '12 Walnut St, Pittsburgh, PA 15232',
    },
    report_link: 'https://example.com/realtor/…',
  },
});

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
      address: orderAddress(order),
    },
    report_link: link,
    business: businessView(s),
  });
  return { to: to.email, ...message, kind: 'report-realtor' };
}
