import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money';

// Every field of the checkout form and the cart's property fields, labelled, in the order
// the customer filled them in; an empty field shows a dash so nothing is silently left out.

const CHECKOUT_GROUPS: { title: string; fields: [string, string][] }[] = [
  {
    title: 'Billing and contact',
    fields: [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['company', 'Company'],
      ['billingAddress1', 'Billing address line 1'],
      ['billingAddress2', 'Billing address line 2'],
      ['billingCity', 'Billing city'],
      ['billingState', 'Billing state'],
      ['billingZip', 'Billing ZIP'],
      ['billingCountry', 'Billing country'],
      ['email', 'E-mail'],
      ['phone', 'Phone'],
    ],
  },
  {
    title: 'Customer mailing address',
    fields: [
      ['differentCustomerAddress', 'Different customer mailing address'],
      ['customerFirstName', 'Customer first name'],
      ['customerLastName', 'Customer last name'],
      ['customerAddress1', 'Customer address line 1'],
      ['customerAddress2', 'Customer address line 2'],
      ['customerCity', 'Customer city'],
      ['customerState', 'Customer state'],
      ['customerZip', 'Customer ZIP'],
      ['customerCountry', 'Customer country'],
    ],
  },
  {
    title: 'Second buyer',
    fields: [
      ['addSecondBuyer', 'Second buyer'],
      ['secondBuyerFirst', 'Second buyer first name'],
      ['secondBuyerLast', 'Second buyer last name'],
      ['secondBuyerEmail', 'Second buyer e-mail'],
      ['secondBuyerPhone', 'Second buyer phone'],
    ],
  },
  {
    title: 'Realtor',
    fields: [
      ['realtorAccess', 'Realtor access'],
      ['realtorFirstName', 'Realtor first name'],
      ['realtorLastName', 'Realtor last name'],
      ['realtorEmail', 'Realtor e-mail'],
      ['realtorPhone', 'Realtor phone'],
      ['realtorCompany', 'Realtor company'],
    ],
  },
  {
    title: 'Payment and agreement',
    fields: [
      ['paymentMethod', 'Payment method'],
      ['agreeToCancellation', 'Agreed to the cancellation policy'],
      ['detachedGarage', 'Detached garage'],
    ],
  },
];

const CHOICES: Record<string, string> = {
  'pay-now': 'Pay now by card',
  'pay-later': 'Pay later',
  no: 'No',
  yes: 'Yes',
  agent: 'I am an agent',
};

function shown(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return '—';
  return CHOICES[value] ?? value;
}

/** Labelled values of an order, a dash for an empty one. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-3">
      {rows.map(([term, value]) => (
        <div key={term} className="col-12 col-md-6 d-flex gap-2">
          <dt className="fw-semibold flex-shrink-0">{term}:</dt>
          <dd className="mb-1">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckoutFields({ checkout }: { checkout: Record<string, unknown> }) {
  return (
    <>
      {CHECKOUT_GROUPS.map((g) => (
        <div key={g.title}>
          <h3 className="h6 text-body-secondary">{g.title}</h3>
          <Facts rows={g.fields.map(([key, label]) => [label, shown(checkout[key])])} />
        </div>
      ))}
    </>
  );
}

interface CartExtras {
  homeSizeName?: unknown;
  propertyAgeName?: unknown;
  additionalUnits?: unknown;
  selectedAddons?: unknown;
}

export function PropertyFields({
  cart,
  cartJson,
}: {
  cart: Record<string, string | undefined>;
  cartJson: string;
}) {
  let extras: CartExtras = {};
  try {
    extras = JSON.parse(cartJson) as CartExtras;
  } catch {
    // Shown as dashes.
  }
  const addons = Array.isArray(extras.selectedAddons)
    ? (extras.selectedAddons as { name?: unknown; price?: unknown }[])
        .map((a) =>
          typeof a.price === 'number'
            ? `${shown(a.name)} (${formatCents(Math.round(a.price * 100))})`
            : shown(a.name),
        )
        .join(', ')
    : '';
  return (
    <Facts
      rows={[
        ['Neighborhood', shown(cart.neighborhood)],
        ['Address line 1', shown(cart.address1)],
        ['Address line 2', shown(cart.address2)],
        ['City', shown(cart.city)],
        ['State', shown(cart.state)],
        ['ZIP', shown(cart.zip)],
        ['Home size', shown(extras.homeSizeName)],
        ['Property age', shown(extras.propertyAgeName)],
        ['Add-ons', shown(addons)],
        ['Additional units', shown(extras.additionalUnits)],
      ]}
    />
  );
}
