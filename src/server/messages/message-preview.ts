import { formatCents } from '../../shared/money';
import type { MessageView } from '../../shared/messages/message-template';
import type { SiteSettings } from '../../shared/site-settings';
import { formatDateTimeLong } from '../../shared/time';
import { orderDocs, propertyLine } from '../booking/order-docs';
import type { Order } from '../booking/orders-list.service';
import { businessView } from './message-definition';

// The preview of a message for a real order: the facts every order has (client, inspection,
// order, links) come from that order; what only the sending moment knows (a code, a price table,
// a link issued then) keeps the kind's sample value.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The facts of `order` under the names the messages use. */
export function orderFacts(order: Order, settings: SiteSettings, publicUrl: string): MessageView {
  const { cart, checkout } = orderDocs(order);
  return {
    client: {
      first_name: text(checkout.firstName) || order.customerName,
      name: order.customerName,
      last_name: text(checkout.lastName),
      email: order.customerEmail,
      phone: text(checkout.phone),
    },
    realtor: { first_name: text(checkout.realtorFirstName) },
    order: { id: order.id, total: formatCents(order.totalCents) },
    inspection: {
      date: formatDateTimeLong(order.slotStart, settings.timeZone),
      address: propertyLine(order),
      street: cart.address1,
      neighborhood: cart.neighborhood,
      inspector: order.inspectorName ?? '',
      slot_title: order.slotTitle,
    },
    portal_link: `${publicUrl}/user/inspections/${order.id}`,
    payments_link: `${publicUrl}/user/payments`,
    business: businessView(settings),
  };
}

/** The placeholders orderFacts fills: a message using only these can be sent by a rule. */
export const ORDER_FACT_NAMES: readonly string[] = [
  'client.first_name',
  'client.name',
  'client.last_name',
  'client.email',
  'client.phone',
  'realtor.first_name',
  'order.id',
  'order.total',
  'inspection.date',
  'inspection.address',
  'inspection.street',
  'inspection.neighborhood',
  'inspection.inspector',
  'inspection.slot_title',
  'portal_link',
  'payments_link',
  'business.name',
  'business.phone',
  'business.email',
];

/** Whether a rule can send `definition` for any order: every placeholder is an order fact. */
export const ruleReady = (definition: { placeholders: Record<string, string> }) =>
  Object.keys(definition.placeholders).every((name) => ORDER_FACT_NAMES.includes(name));

/** `sample` with every value blank: what a rule's message shows for a fact no order has. */
export function blankView(sample: MessageView): MessageView {
  return Object.fromEntries(
    Object.entries(sample).map(([k, v]) => [k, typeof v === 'object' ? blankView(v) : '']),
  );
}

/** `sample` with each of its values that `facts` also has replaced by the fact. */
export function overSample(sample: MessageView, facts: MessageView): MessageView {
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => {
      const fact = facts[key];
      if (fact === undefined) return [key, value];
      if (typeof value === 'object')
        return [key, typeof fact === 'object' ? overSample(value, fact) : value];
      return [key, typeof fact === 'object' ? value : fact];
    }),
  );
}
