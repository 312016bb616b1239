import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { centsToDecimal, formatCents } from '../money';
import type { Slot } from '../slots/slot';
import { CART_LIFETIME_MS } from './constants';
import { orderFormSchema, type OrderFormValues } from './order-form';
import { type PricedService, priceOrder, type PriceLine, withTravel } from './pricing';
import { MAX_TRAVEL_FEE_CENTS } from '../areas/service-areas';

/** A priced item as the cart shows it; `price` is dollars, as services.php answers it. */
export interface CartItem {
  id: number;
  name: string;
  price: number;
}

/**
 * The cart (stored in the browser): the order form's fields, then what is derived from them and
 * the bookkeeping. `timestamp` (ms) is the last save; `addedAt` (ISO) the first.
 */
export interface Cart extends OrderFormValues {
  selectedSlot: Slot;
  homeSize: CartItem;
  propertyAge: CartItem;
  selectedAddons: CartItem[];
  homeSizeName: string;
  propertyAgeName: string;
  /** "$475.00" */
  totalPrice: string;
  /** "475.00" */
  totalPriceDecimal: string;
  timestamp: number;
  addedAt: string;
  /** The travel fee of the property's ZIP (cents), counted in the total; 0 or absent: none. */
  travelCents?: number;
}

const item = (l: PriceLine | undefined): CartItem => ({
  id: l?.serviceId ?? 0,
  name: l?.name ?? '',
  price: (l?.amountCents ?? 0) / 100,
});

/** Builds the cart from valid form values with the prices of `services`; `now` is the save time. */
export function buildCart(
  form: OrderFormValues,
  context: {
    services: readonly PricedService[];
    slot: Slot;
    now: Date;
    addedAt?: string;
    /** The travel zone's fee for the property's ZIP: a "Travel" line after the services'. */
    travelCents?: number;
  },
): { cart: Cart; lines: PriceLine[]; totalCents: number } {
  const quote = withTravel(priceOrder(context.services, form), context.travelCents ?? 0);
  const cart: Cart = {
    ...form,
    selectedSlotId: context.slot.id,
    selectedSlot: { id: context.slot.id, start: context.slot.start, title: context.slot.title },
    homeSize: item(quote.homeSize),
    propertyAge: item(quote.propertyAge),
    selectedAddons: quote.addons.map(item),
    homeSizeName: quote.homeSize?.name ?? '',
    propertyAgeName: quote.propertyAge?.name ?? '',
    totalPrice: formatCents(quote.totalCents),
    totalPriceDecimal: centsToDecimal(quote.totalCents),
    timestamp: context.now.getTime(),
    addedAt: context.addedAt ?? context.now.toISOString(),
    ...(context.travelCents ? { travelCents: context.travelCents } : {}),
  };
  return { cart, lines: quote.lines, totalCents: quote.totalCents };
}

/** Cart lifetime: expired 60 minutes after its last save, so a held date is not kept forever. */
export function isCartExpired(cart: Pick<Cart, 'timestamp'>, now: Date): boolean {
  return !(now.getTime() - cart.timestamp < CART_LIFETIME_MS);
}

/** When the cart expires (ms since the epoch). */
export function cartExpiresAt(cart: Pick<Cart, 'timestamp'>): number {
  return cart.timestamp + CART_LIFETIME_MS;
}

/** The cart with a new slot, saved again now (Change Date on /cart). */
export function withSlot(cart: Cart, slot: Slot, now: Date): Cart {
  return {
    ...cart,
    selectedSlotId: slot.id,
    selectedSlot: { id: slot.id, start: slot.start, title: slot.title },
    timestamp: now.getTime(),
  };
}

const cartItemSchema = lazySchema(() =>
  z.object({ id: z.number(), name: z.string().max(200), price: z.number() }),
);
const slotSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    start: z.string().max(40),
    title: z.string().max(200),
  }),
);

/**
 * The cart as it arrives from the browser or local storage: the form fields are checked with
 * the order-form rules; derived fields only for shape, as the server recomputes them.
 */
export const cartSchema = lazySchema(() =>
  orderFormSchema.and(
    z.object({
      selectedSlot: slotSchema.optional(),
      homeSize: cartItemSchema.optional(),
      propertyAge: cartItemSchema.optional(),
      selectedAddons: z.array(cartItemSchema).max(50).optional(),
      homeSizeName: z.string().max(200).optional(),
      propertyAgeName: z.string().max(200).optional(),
      totalPrice: z.string().max(40).optional(),
      totalPriceDecimal: z.string().max(40).optional(),
      timestamp: z.number().finite().optional(),
      addedAt: z.string().max(40).optional(),
      travelCents: z.number().int().min(0).max(MAX_TRAVEL_FEE_CENTS).optional(),
    }),
  ),
);

export type CartInput = z.input<typeof cartSchema>;

/** What a stored cart holds beside the form's fields (built once, on first use). */
const storedRestSchema = lazySchema(() =>
  z.looseObject({
    selectedSlot: slotSchema,
    timestamp: z.number(),
    totalPrice: z.string(),
  }),
);

/** A stored cart, or undefined when it is malformed (e.g. written by an older version). */
export function parseStoredCart(value: unknown): Cart | undefined {
  const form = orderFormSchema.safeParse(value);
  const rest = storedRestSchema.safeParse(value);
  if (!form.success || !rest.success) return undefined;
  return { ...(rest.data as unknown as Cart), ...form.data };
}
