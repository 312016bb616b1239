import { useWatch } from 'react-hook-form';
import type { CheckoutInput } from '../../../../shared/booking/checkout';
import { DEFAULT_CANCELLATION_POLICY, policyText } from '../../../../shared/booking/policy-text';
import { siteConfig } from '../../../lib/site-config';
import { useClearWhenOff } from './checkout-fields';
import { CheckField, RadioGroup, TextAreaField, TextConsentField, TextField } from './form-fields';

// The checkout's choices: second buyer, realtor access, notes, garage, payment method, policy.

export function SecondBuyerSection() {
  const on = useWatch<CheckoutInput, 'addSecondBuyer'>({ name: 'addSecondBuyer' }) === true;
  useClearWhenOff(on, [
    'secondBuyerFirst',
    'secondBuyerLast',
    'secondBuyerEmail',
    'secondBuyerPhone',
  ]);
  return (
    <div className="mb-3">
      <CheckField name="addSecondBuyer" label="Add a second buyer" />
      {on && (
        <div className="row ms-sm-3">
          <TextField
            name="secondBuyerFirst"
            label="Second buyer first name"
            required
            className="col-sm-6 mb-3"
          />
          <TextField
            name="secondBuyerLast"
            label="Second buyer last name"
            required
            className="col-sm-6 mb-3"
          />
          <TextField
            name="secondBuyerEmail"
            label="Second buyer e-mail (optional)"
            type="email"
            inputMode="email"
            autoComplete="off"
            className="col-sm-6 mb-3"
          />
          <TextField
            name="secondBuyerPhone"
            label="Second buyer phone (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            className="col-sm-6 mb-3"
          />
        </div>
      )}
    </div>
  );
}

export function RealtorSection() {
  const access = useWatch<CheckoutInput, 'realtorAccess'>({ name: 'realtorAccess' });
  useClearWhenOff(access === 'yes', [
    'realtorFirstName',
    'realtorLastName',
    'realtorEmail',
    'realtorPhone',
    'realtorCompany',
  ]);
  return (
    <div className="mb-3">
      <RadioGroup
        name="realtorAccess"
        legend="Should we arrange access to the property with your realtor?"
        choices={[
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Yes' },
          { value: 'agent', label: 'I am an agent' },
        ]}
      />
      {access === 'yes' && (
        <fieldset className="ms-sm-3">
          <legend className="visually-hidden">Realtor</legend>
          <div className="row">
            <TextField
              name="realtorFirstName"
              label="Realtor first name"
              required
              className="col-sm-6 mb-3"
            />
            <TextField
              name="realtorLastName"
              label="Realtor last name"
              required
              className="col-sm-6 mb-3"
            />
            <TextField
              name="realtorEmail"
              label="Realtor e-mail"
              type="email"
              required
              inputMode="email"
              className="col-sm-6 mb-3"
            />
            <TextField
              name="realtorPhone"
              label="Realtor phone"
              type="tel"
              required
              inputMode="tel"
              className="col-sm-6 mb-3"
            />
          </div>
          <TextField name="realtorCompany" label="Realtor company" />
        </fieldset>
      )}
    </div>
  );
}

/** Optional; the inspector sees it on /inspector and in their calendar, staff in the order. */
export function NotesSection() {
  return (
    <TextAreaField
      name="notes"
      label="Notes and access details"
      hint="Lockbox code, gate, pets, utilities, anything the inspector should know."
      className="mb-4"
    />
  );
}

export function PaymentAndPolicySection() {
  return (
    <>
      <CheckField
        name="detachedGarage"
        label="The property has a detached garage"
        className="form-check mb-4"
      />
      <TextConsentField
        about="reminders and updates about this inspection at my phone number"
        className="form-check mb-4"
      />
      <RadioGroup
        name="paymentMethod"
        legend="Payment"
        className="mb-4"
        choices={[
          { value: 'pay-now', label: 'Pay now by card' },
          { value: 'pay-later', label: 'Pay later (reserve without payment)' },
        ]}
      />
      <section className="border rounded p-3 mb-3" aria-labelledby="policy-heading">
        <h2 id="policy-heading" className="h6">
          Cancellation policy
        </h2>
        <ul className="small mb-2">
          {policyText(siteConfig().cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <CheckField
          name="agreeToCancellation"
          label="I agree to the cancellation policy"
          className="form-check mb-0"
        />
      </section>
    </>
  );
}
