import { formatCents } from '../../shared/money';
import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import type { OutgoingEmail } from '../email/email.types';
import type { Order } from './orders.repository';

/** What happened to the order's money when it was cancelled. */
export type CancelPayment =
  | 'none' // pay later, nothing taken
  | 'released' // the authorization was voided
  | 'held' // the authorization could not be released yet (staff follow up)
  | 'captured' // the card was charged: staff refund it in the gateway
  | 'already-voided';

interface OrderDocs {
  cart: Partial<
    Record<'neighborhood' | 'address1' | 'address2' | 'city' | 'state' | 'zip', string>
  >;
  checkout: Partial<Record<string, unknown>>;
}

export function orderDocs(order: Order): OrderDocs {
  const parse = (json: string) => {
    try {
      const value: unknown = JSON.parse(json);
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const cart = parse(order.cartJson);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    cart: {
      neighborhood: text(cart.neighborhood),
      address1: text(cart.address1),
      address2: text(cart.address2),
      city: text(cart.city),
      state: text(cart.state),
      zip: text(cart.zip),
    },
    checkout: parse(order.checkoutJson),
  };
}

export function propertyLine(order: Order): string {
  const { cart } = orderDocs(order);
  const street = [cart.address1, cart.address2].filter(Boolean).join(', ');
  return `${street}, ${cart.city ?? ''}, ${cart.state ?? ''} ${cart.zip ?? ''}`.trim();
}

function paymentText(order: Order, payment: CancelPayment): string {
  switch (payment) {
    case 'released':
    case 'already-voided':
      return 'The hold on your card has been released: you were not charged.';
    case 'held':
      return 'The hold on your card will be released; we will confirm when it is done. You were not charged.';
    case 'captured':
      return `You paid ${formatCents(order.capturedCents ?? order.totalCents)} by card; we will contact you about your refund.`;
    case 'none':
      return 'No payment was taken.';
  }
}

/** The notice sent to the customer when the business cancels an order. */
export function cancellationNotice(
  order: Order,
  payment: CancelPayment,
  s: SiteSettings,
): OutgoingEmail {
  const { checkout } = orderDocs(order);
  const firstName = typeof checkout.firstName === 'string' ? checkout.firstName : '';
  const when = formatDateTimeLong(order.slotStart, s.timeZone);
  const text = [
    `Hello ${firstName || order.customerName},`,
    '',
    `Your home inspection with ${s.businessName} has been cancelled.`,
    '',
    `Reservation number: ${order.id}`,
    `Date and time: ${when}`,
    `Property: ${propertyLine(order)}`,
    '',
    `Payment: ${paymentText(order, payment)}`,
    '',
    `To book another date, visit our website, call ${s.phone} or write to ${s.email}.`,
    '',
    s.businessName,
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `Your home inspection on ${when} is cancelled`,
    kind: 'order-cancellation',
    text,
  };
}
