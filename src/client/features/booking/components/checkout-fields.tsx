import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutInput } from '../../../../shared/booking/checkout';
import { BILLING_COUNTRIES, US_STATES } from '../../../../shared/booking/constants';
import { CheckField, PhoneField, SelectField, TextField } from './form-fields';

// The checkout's sections. Conditional sections clear their fields when closed, so hidden
// values never block or travel with the order.

const STATES_LIST = 'checkout-us-states';

export function UsStatesList() {
  return (
    <datalist id={STATES_LIST}>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </datalist>
  );
}

export function CountrySelect({ name }: { name: 'billingCountry' | 'customerCountry' }) {
  return (
    <SelectField
      name={name}
      label={name === 'customerCountry' ? 'Mailing country' : 'Country'}
      required
      className="col-sm-6 mb-3"
    >
      {name === 'customerCountry' && <option value="">Choose...</option>}
      {BILLING_COUNTRIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
}

export function useClearWhenOff(on: boolean, fields: (keyof CheckoutInput)[]) {
  const { setValue, clearErrors } = useFormContext<CheckoutInput>();
  useEffect(() => {
    if (on) return;
    for (const f of fields) setValue(f, '', { shouldValidate: false });
    clearErrors(fields);
    // The field list is constant per section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, setValue, clearErrors]);
}

type Party = 'billing' | 'customer';

// Billing fields carry the browser's autofill tokens; the customer's mailing address has none.
const PARTY = {
  billing: {
    first: { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    last: { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
    labels: {
      Address1: 'Billing address line 1',
      Address2: 'Billing address line 2',
      City: 'City',
      State: 'State',
      Zip: 'ZIP code',
    },
    autoFillSection: 'billing',
  },
  customer: {
    first: { name: 'customerFirstName', label: 'Customer first name', autoComplete: undefined },
    last: { name: 'customerLastName', label: 'Customer last name', autoComplete: undefined },
    labels: {
      Address1: 'Mailing address line 1',
      Address2: 'Mailing address line 2',
      City: 'Mailing city',
      State: 'Mailing state',
      Zip: 'Mailing ZIP code',
    },
    autoFillSection: undefined,
  },
} as const;

interface AddressPart {
  part: keyof (typeof PARTY)['billing']['labels'];
  token: string;
  required?: boolean;
  className?: string;
  list?: string;
}

const STREET: AddressPart[] = [
  { part: 'Address1', token: 'address-line1', required: true },
  { part: 'Address2', token: 'address-line2' },
];
const PLACE: AddressPart[] = [
  { part: 'City', token: 'address-level2', required: true, className: 'col-sm-6 mb-3' },
  {
    part: 'State',
    token: 'address-level1',
    required: true,
    className: 'col-6 col-sm-3 mb-3',
    list: STATES_LIST,
  },
  { part: 'Zip', token: 'postal-code', required: true, className: 'col-6 col-sm-3 mb-3' },
];

/** A party's name, street, city, state, ZIP and country; the billing party adds company. */
function PartyAddressFields({ party }: { party: Party }) {
  const p = PARTY[party];
  const field = ({ part, token, ...rest }: AddressPart) => (
    <TextField
      key={part}
      name={`${party}${part}`}
      label={p.labels[part]}
      autoComplete={p.autoFillSection && `${p.autoFillSection} ${token}`}
      {...rest}
    />
  );
  return (
    <>
      <div className="row">
        {[p.first, p.last].map((n) => (
          <TextField key={n.name} {...n} required className="col-sm-6 mb-3" />
        ))}
      </div>
      {party === 'billing' && (
        <TextField name="company" label="Company" autoComplete="organization" />
      )}
      {STREET.map(field)}
      <div className="row">{PLACE.map(field)}</div>
      <div className="row">
        <CountrySelect name={`${party}Country`} />
      </div>
    </>
  );
}

export function BillingSection() {
  return (
    <fieldset className="mb-4">
      <legend className="h5">Billing and contact</legend>
      <PartyAddressFields party="billing" />
      <div className="row">
        <TextField
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          className="col-sm-6 mb-3"
        />
        <PhoneField className="col-sm-6 mb-3" hint="For example (412) 555-0142" />
      </div>
    </fieldset>
  );
}

export function CustomerAddressSection() {
  const on =
    useWatch<CheckoutInput, 'differentCustomerAddress'>({ name: 'differentCustomerAddress' }) ===
    true;
  useClearWhenOff(on, [
    'customerFirstName',
    'customerLastName',
    'customerAddress1',
    'customerAddress2',
    'customerCity',
    'customerState',
    'customerZip',
    'customerCountry',
  ]);
  return (
    <div className="mb-3">
      <CheckField
        name="differentCustomerAddress"
        label="The customer's mailing address is different from the billing address"
      />
      {on && (
        <fieldset className="ms-sm-3">
          <legend className="visually-hidden">Customer mailing address</legend>
          <PartyAddressFields party="customer" />
        </fieldset>
      )}
    </div>
  );
}
