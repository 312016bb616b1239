import { z } from 'zod';
import { parseStoredCart } from '../booking/cart';
import { checkoutSchema, type CheckoutValues, emptyCheckout } from '../booking/checkout';
import { isDiscountLine } from '../discounts/discount';
import { addressLine, joinedParts } from '../postal-address';
import { inspectionStatus, paymentLabel, type OrderState } from './inspection-status';
import type {
  ContactDetails,
  InspectionDetail,
  InspectionSummary,
  PropertyDetails,
  ServiceLine,
} from './inspection-view';

// Reads an order as stored (JSON text the checkout wrote) with the booking rules that wrote it.
// A document an older version wrote that no longer parses shows as blanks, never as an error.

/** The stored order's columns these views read (the booking feature's Order has them all). */
export interface StoredOrder extends OrderState {
  id: number;
  slotTitle: string;
  totalCents: number;
  paymentMethod: 'pay-now' | 'pay-later';
  authorizedCents: number | null;
  capturedCents: number | null;
  priceLinesJson: string;
  cartJson: string;
  checkoutJson: string;
  createdAt: string;
  cancelledAt: string | null;
  /** The inspector of the order's slot (null or absent: the business's own slot). */
  inspectorName?: string | null;
  /** The checkout's notes and access details (null or absent: none given). */
  notes?: string | null;
}

const MAX_LINES = 100;
const priceLinesSchema = z
  .array(
    z.object({
      name: z.string().max(200),
      quantity: z.number().int(),
      unitCents: z.number().int(),
      amountCents: z.number().int(),
      category: z.unknown().optional(),
    }),
  )
  .max(MAX_LINES);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function storedPriceLines(
  json: string,
  options: { services?: boolean } = {},
): ServiceLine[] {
  const parsed = priceLinesSchema.safeParse(parseJson(json));
  if (!parsed.success) return [];
  // Only the services booked: the discount's own line (stored last) left out.
  const lines = options.services ? parsed.data.filter((l) => !isDiscountLine(l)) : parsed.data;
  return lines.map(({ name, quantity, unitCents, amountCents }) => ({
    name,
    quantity,
    unitCents,
    amountCents,
  }));
}

/** The checkout as saved; one that no longer passes the rules keeps its own text fields. */
export function storedCheckout(json: string): CheckoutValues {
  const raw = parseJson(json);
  const parsed = checkoutSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const values: Record<string, unknown> = { ...emptyCheckout };
  if (typeof raw === 'object' && raw !== null)
    for (const [key, value] of Object.entries(raw))
      if (key in emptyCheckout && typeof value === typeof values[key]) values[key] = value;
  return values as CheckoutValues;
}

export function storedProperty(json: string): PropertyDetails {
  const cart = parseStoredCart(parseJson(json));
  return {
    address1: cart?.address1 ?? '',
    address2: cart?.address2 ?? '',
    city: cart?.city ?? '',
    state: cart?.state ?? '',
    zip: cart?.zip ?? '',
    neighborhood: cart?.neighborhood ?? '',
    homeSize: cart?.homeSizeName ?? '',
    propertyAge: cart?.propertyAgeName ?? '',
    additionalUnits: cart?.additionalUnits ?? 0,
    detachedGarage: false,
  };
}

const fullName = (first: string, last: string) => joinedParts([first, last], ' ');

function buyersOf(c: CheckoutValues): string[] {
  const mailingName = c.differentCustomerAddress
    ? fullName(c.customerFirstName, c.customerLastName)
    : '';
  const first = mailingName || fullName(c.firstName, c.lastName);
  const second = c.addSecondBuyer ? fullName(c.secondBuyerFirst, c.secondBuyerLast) : '';
  return [first, second].filter(Boolean);
}

function contactOf(c: CheckoutValues): ContactDetails {
  return {
    name: fullName(c.firstName, c.lastName),
    company: c.company,
    email: c.email,
    phone: c.phone,
    billingAddress: joinedParts(
      [
        addressLine({
          address1: c.billingAddress1,
          address2: c.billingAddress2,
          city: c.billingCity,
          state: c.billingState,
          zip: c.billingZip,
        }),
        c.billingCountry,
      ],
      ', ',
    ),
  };
}

function mailingAddressOf(c: CheckoutValues): string | null {
  if (!c.differentCustomerAddress) return null;
  const street = addressLine({
    address1: c.customerAddress1,
    address2: c.customerAddress2,
    city: c.customerCity,
    state: c.customerState,
    zip: c.customerZip,
  });
  return joinedParts([street, c.customerCountry], ', ') || null;
}

export function inspectionSummary(order: StoredOrder, now: Date): InspectionSummary {
  return {
    id: order.id,
    start: order.start,
    slotTitle: order.slotTitle,
    address: addressLine(storedProperty(order.cartJson)),
    services: storedPriceLines(order.priceLinesJson),
    totalCents: order.totalCents,
    payment: paymentLabel(order.paymentStatus),
    status: inspectionStatus(order, now),
  };
}

export function inspectionDetail(order: StoredOrder, now: Date): InspectionDetail {
  const checkout = storedCheckout(order.checkoutJson);
  return {
    ...inspectionSummary(order, now),
    bookedAt: order.createdAt,
    cancelledAt: order.cancelledAt,
    inspector: order.inspectorName ?? null,
    notes: order.notes ?? '',
    property: { ...storedProperty(order.cartJson), detachedGarage: checkout.detachedGarage },
    buyers: buyersOf(checkout),
    contact: contactOf(checkout),
    mailingAddress: mailingAddressOf(checkout),
    realtor: {
      access: checkout.realtorAccess,
      name: fullName(checkout.realtorFirstName, checkout.realtorLastName),
      email: checkout.realtorEmail,
      phone: checkout.realtorPhone,
      company: checkout.realtorCompany,
    },
    paymentMethod: order.paymentMethod,
    authorizedCents: order.authorizedCents,
    capturedCents: order.capturedCents,
  };
}
