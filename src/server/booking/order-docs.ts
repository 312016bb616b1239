import { addressLine, type PostalAddress } from '../../shared/postal-address';
import type { Order } from './orders/orders.repository';

// The cart and checkout documents an order stores as JSON text, read forgivingly for display.
interface OrderDocs {
  cart: PostalAddress & { neighborhood: string };
  checkout: Partial<Record<string, unknown>>;
}

/** A stored JSON document as a record; `{}` for anything else (an older or damaged one). */
export function storedRecord(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isRecord ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function cartOf(json: string): OrderDocs['cart'] {
  const cart = storedRecord(json);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    neighborhood: text(cart.neighborhood),
    address1: text(cart.address1),
    address2: text(cart.address2),
    city: text(cart.city),
    state: text(cart.state),
    zip: text(cart.zip),
  };
}

export function orderDocs(order: Pick<Order, 'cartJson' | 'checkoutJson'>): OrderDocs {
  return { cart: cartOf(order.cartJson), checkout: storedRecord(order.checkoutJson) };
}

/** The property as one line, as every message and page about the order prints it. */
export function propertyLine(order: Pick<Order, 'cartJson'>): string {
  return addressLine(cartOf(order.cartJson));
}
