import type { Cart } from '../../../shared/booking/cart';
import type { CheckoutValues } from '../../../shared/booking/checkout';
import type { PriceLine } from '../../../shared/booking/pricing';
import type { Order } from '../orders/orders.repository';
import type { PlacedOrderDetails } from './placed-order';

/**
 * A saved order as the booking's own e-mails read it, for a message sent after booking (an order
 * the office made, a request the office confirmed). Its documents were checked when it was placed.
 */
export function placedOrderOf(order: Order): PlacedOrderDetails {
  return {
    id: order.id,
    orderUuid: order.orderUuid,
    slot: { id: order.slotId, start: order.slotStart, title: order.slotTitle },
    cart: JSON.parse(order.cartJson) as Cart,
    checkout: JSON.parse(order.checkoutJson) as CheckoutValues,
    lines: JSON.parse(order.priceLinesJson) as PriceLine[],
    totalCents: order.totalCents,
    paymentStatus: order.paymentStatus === 'paid' ? 'paid' : 'pending',
    calendarUid: order.calendarUid,
    inspectorName: order.inspectorName,
    bookingStatus: 'active',
  };
}
