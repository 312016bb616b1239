import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutInput } from '../../../../shared/booking/checkout';
import { BILLING_COUNTRIES, US_STATES } from '../../../../shared/booking/constants';
import { CheckField, SelectField, TextField } from './form-fields';

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

export function BillingSection() {
  return (
    <fieldset className="mb-4">
      <legend className="h5">Billing and contact</legend>
      <div className="row">
        <TextField
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          className="col-sm-6 mb-3"
        />
        <TextField
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          className="col-sm-6 mb-3"
        />
      </div>
      <TextField name="company" label="Company" autoComplete="organization" />
      <TextField
        name="billingAddress1"
        label="Billing address line 1"
        required
        autoComplete="billing address-line1"
      />
      <TextField
        name="billingAddress2"
        label="Billing address line 2"
        autoComplete="billing address-line2"
      />
      <div className="row">
        <TextField
          name="billingCity"
          label="City"
          required
          autoComplete="billing address-level2"
          className="col-sm-6 mb-3"
        />
        <TextField
          name="billingState"
          label="State"
          required
          list={STATES_LIST}
          autoComplete="billing address-level1"
          className="col-6 col-sm-3 mb-3"
        />
        <TextField
          name="billingZip"
          label="ZIP code"
          required
          autoComplete="billing postal-code"
          className="col-6 col-sm-3 mb-3"
        />
      </div>
      <div className="row">
        <CountrySelect name="billingCountry" />
      </div>
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
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          className="col-sm-6 mb-3"
          hint="For example (412) 555-0142"
        />
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
          <div className="row">
            <TextField
              name="customerFirstName"
              label="Customer first name"
              required
              className="col-sm-6 mb-3"
            />
            <TextField
              name="customerLastName"
              label="Customer last name"
              required
              className="col-sm-6 mb-3"
            />
          </div>
          <TextField name="customerAddress1" label="Mailing address line 1" required />
          <TextField name="customerAddress2" label="Mailing address line 2" />
          <div className="row">
            <TextField
              name="customerCity"
              label="Mailing city"
              required
              className="col-sm-6 mb-3"
            />
            <TextField
              name="customerState"
              label="Mailing state"
              required
              list={STATES_LIST}
              className="col-6 col-sm-3 mb-3"
            />
            <TextField
              name="customerZip"
              label="Mailing ZIP code"
              required
              className="col-6 col-sm-3 mb-3"
            />
          </div>
          <div className="row">
            <CountrySelect name="customerCountry" />
          </div>
        </fieldset>
      )}
    </div>
  );
}
