import type { Order } from './orders/orders.repository';

// The cart and checkout documents an order stores as JSON text, read forgivingly for display.
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
