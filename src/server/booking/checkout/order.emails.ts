import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  policyText,
} from '../../../shared/booking/policy-text';
import { discountLabel } from '../../../shared/discounts/discount';
import { formatCents } from '../../../shared/money';
import { addressLine } from '../../../shared/postal-address';
import type { SiteSettings } from '../../../shared/site-settings';
import { formatDateTimeLong } from '../../../shared/time';
import type { EmailAttachment, OutgoingEmail } from '../../email/email.types';
import { calendarUidOf, inviteAttachment } from '../calendar/order-calendar-invite';
import type { PlacedOrderDetails } from './placed-order';
import { businessView, fromTemplate } from '../../messages/message-definition';
import { businessNoticeMessage, confirmationMessage, realtorNoticeMessage } from './order-messages';

// The messages sent after an order (the confirmation with calendar entry and cancellation
// policy to the customer, a notice to the business, and one to the realtor when asked).

const when = (o: PlacedOrderDetails, s: SiteSettings) =>
  formatDateTimeLong(o.slot.start, s.timeZone);

const propertyAddress = (o: PlacedOrderDetails) => addressLine(o.cart);

function priceTable(o: PlacedOrderDetails): string[] {
  const rows = o.lines.map((l) => {
    const label = l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name;
    return `  ${label}: ${formatCents(l.amountCents)}`;
  });
  const discount = o.discount
    ? [`  ${discountLabel(o.discount.code)}: -${formatCents(o.discount.cents)}`]
    : [];
  return [...rows, ...discount, `  Total: ${formatCents(o.totalCents)}`];
}

function paymentText(o: PlacedOrderDetails): string {
  if (o.paymentStatus === 'pending') return 'Reserved without payment: you pay at the inspection.';
  if (o.paymentStatus === 'paid') return `Paid by card: ${formatCents(o.totalCents)}.`;
  return `Card payment of ${formatCents(o.totalCents)} approved; it appears on your statement once processed.`;
}

// The notice leaves when the order is saved; a card payment is captured a moment later, so staff
// are pointed at the Orders page rather than told to capture it themselves.
function staffPaymentText(o: PlacedOrderDetails): string {
  if (o.bookingStatus === 'requested')
    return `REQUESTED: confirm, decline or propose another time on the order's page. ${o.paymentStatus === 'authorized' ? 'The card is authorized and captured when you confirm.' : 'Pay later.'}`;
  if (o.paymentStatus === 'pending') return 'pending (pay later, at the inspection)';
  if (o.paymentStatus === 'paid') return 'paid by card';
  return 'card authorized; it is captured automatically right after booking. The Orders page shows any payment still waiting for capture.';
}

/** The first invitation (REQUEST, SEQUENCE 0): every later update names the same UID. */
export function confirmationInvite(
  o: PlacedOrderDetails,
  s: SiteSettings,
  now: Date,
): EmailAttachment {
  const co = o.checkout;
  const realtor = co.realtorAccess === 'yes' && co.realtorEmail;
  return inviteAttachment(
    {
      orderId: o.id,
      startIso: o.slot.start,
      street: o.cart.address1,
      location: propertyAddress(o),
      customer: { name: `${co.firstName} ${co.lastName}`, email: co.email },
      ...(realtor
        ? {
            realtor: {
              name: `${co.realtorFirstName ?? ''} ${co.realtorLastName ?? ''}`.trim(),
              email: realtor,
            },
          }
        : {}),
    },
    s,
    {
      uid: calendarUidOf({ calendarUid: o.calendarUid ?? null, orderUuid: o.orderUuid }, s),
      sequence: 0,
      method: 'REQUEST',
      now,
    },
  );
}

const inspectionView = (o: PlacedOrderDetails, s: SiteSettings) => ({
  date: when(o, s),
  address: propertyAddress(o),
  neighborhood: o.cart.neighborhood,
  inspector: o.inspectorName ?? '',
});

/** Every message of a placed order carries the first invitation, so each calendar gets the entry. */
const withInvite = (
  o: PlacedOrderDetails,
  s: SiteSettings,
  now: Date,
  email: Omit<OutgoingEmail, 'attachments'>,
): OutgoingEmail => ({ ...email, attachments: [confirmationInvite(o, s, now)] });

export function customerConfirmation(
  o: PlacedOrderDetails,
  s: SiteSettings,
  now: Date,
  links: { manageUrl?: string; policy?: CancellationPolicy; publicUrl?: string } = {},
): OutgoingEmail {
  const co = o.checkout;
  const message = fromTemplate(confirmationMessage, {
    client: { first_name: co.firstName, last_name: co.lastName },
    order: { id: o.id, total: formatCents(o.totalCents) },
    inspection: inspectionView(o, s),
    price_table: priceTable(o).join('\n'),
    payment: paymentText(o),
    cancellation_policy: policyText(links.policy ?? DEFAULT_CANCELLATION_POLICY)
      .map((line) => `- ${line}`)
      .join('\n'),
    manage_link: links.manageUrl ?? '',
    portal_link: links.publicUrl ? `${links.publicUrl}/user/inspections/${o.id}` : '',
    business: businessView(s),
  });
  return withInvite(o, s, now, { to: co.email, ...message });
}

function checkoutDetails(o: PlacedOrderDetails): string[] {
  const co = o.checkout;
  const lines = [
    `Customer: ${co.firstName} ${co.lastName}${co.company ? ` (${co.company})` : ''}`,
    `E-mail: ${co.email}`,
    `Phone: ${co.phone}`,
    `Billing address: ${[co.billingAddress1, co.billingAddress2].filter(Boolean).join(', ')}, ${co.billingCity}, ${co.billingState} ${co.billingZip}, ${co.billingCountry}`,
  ];
  if (co.addSecondBuyer) lines.push(`Second buyer: ${co.secondBuyerFirst} ${co.secondBuyerLast}`);
  if (co.differentCustomerAddress)
    lines.push(
      `Customer mailing address: ${co.customerFirstName} ${co.customerLastName}, ${[co.customerAddress1, co.customerAddress2].filter(Boolean).join(', ')}, ${co.customerCity}, ${co.customerState} ${co.customerZip}, ${co.customerCountry}`,
    );
  const realtor =
    co.realtorAccess === 'yes'
      ? `Yes: ${co.realtorFirstName} ${co.realtorLastName}${co.realtorCompany ? ` (${co.realtorCompany})` : ''}, ${co.realtorEmail}, ${co.realtorPhone}`
      : co.realtorAccess === 'agent'
        ? 'The customer is the agent'
        : 'No';
  lines.push(`Realtor access: ${realtor}`, `Detached garage: ${co.detachedGarage ? 'Yes' : 'No'}`);
  // Apart from the facts above, so the customer's own lines cannot pass for one of them.
  if (co.notes) lines.push('', 'Notes and access details (from the customer):', co.notes);
  return lines;
}

/** To the business: a reply reaches the customer; the invitation keeps its calendar in step. */
export function businessNotice(
  o: PlacedOrderDetails,
  s: SiteSettings,
  to: string,
  now = new Date(),
): OutgoingEmail {
  const message = fromTemplate(businessNoticeMessage, {
    client: { first_name: o.checkout.firstName, last_name: o.checkout.lastName },
    order: { id: o.id },
    inspection: { ...inspectionView(o, s), slot_title: o.slot.title },
    customer_details: checkoutDetails(o).join('\n'),
    price_table: priceTable(o).join('\n'),
    payment: staffPaymentText(o),
    business: businessView(s),
  });
  return withInvite(o, s, now, {
    to,
    ...message,
    replyTo: o.checkout.email,
  });
}

export function realtorNotice(
  o: PlacedOrderDetails,
  s: SiteSettings,
  now = new Date(),
): OutgoingEmail | undefined {
  const co = o.checkout;
  if (co.realtorAccess !== 'yes' || !co.realtorEmail) return undefined;
  const message = fromTemplate(realtorNoticeMessage, {
    realtor: { first_name: co.realtorFirstName ?? '' },
    client: { first_name: co.firstName, last_name: co.lastName, email: co.email, phone: co.phone },
    inspection: { ...inspectionView(o, s), street: o.cart.address1 },
    detached_garage: co.detachedGarage ? 'Yes, please provide access' : 'No',
    business: businessView(s),
  });
  return withInvite(o, s, now, { to: co.realtorEmail, ...message });
}
