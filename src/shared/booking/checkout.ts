import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { limitedText, MAX_EMAIL_LENGTH } from '../schema-fields';
import { BILLING_COUNTRIES } from './constants';
import {
  EMAIL_PATTERN,
  emailAddress,
  flag,
  notesText,
  optionalText,
  phoneNumber,
  PHONE_PATTERN,
  POSTAL_CODE_CA_PATTERN,
  REALTOR_PHONE_PATTERN,
  requiredText,
  ZIP_PATTERN,
} from './field-rules';
import { MESSAGES } from './messages';
import { DEADLINE_MESSAGES } from './deadline';
import { optionalDay } from '../waitlist/waitlist';

export const PAYMENT_METHODS = ['pay-now', 'pay-later'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const REALTOR_ACCESS = ['no', 'yes', 'agent'] as const;
export type RealtorAccess = (typeof REALTOR_ACCESS)[number];

const country = lazySchema(() => z.enum(BILLING_COUNTRIES, { error: MESSAGES.countryRequired }));
/** ZIP checked below, with the country (free text until then). */
const postalText = lazySchema(() => limitedText(10, { invalid: MESSAGES.zipInvalid }));

// The checkout form: every field, always present (conditional ones may be empty).
const checkoutObject = lazySchema(() =>
  z.object({
    firstName: requiredText(MESSAGES.firstNameRequired, 100),
    lastName: requiredText(MESSAGES.lastNameRequired, 100),
    company: optionalText(),
    billingAddress1: requiredText(MESSAGES.addressRequired),
    billingAddress2: optionalText(),
    billingCity: requiredText(MESSAGES.cityRequired, 100),
    billingState: requiredText(MESSAGES.stateRequired, 100),
    billingZip: postalText,
    billingCountry: country,
    email: emailAddress,
    phone: phoneNumber,
    customerFirstName: optionalText(100),
    customerLastName: optionalText(100),
    customerAddress1: optionalText(),
    customerAddress2: optionalText(),
    customerCity: optionalText(100),
    customerState: optionalText(100),
    customerZip: optionalText(10),
    customerCountry: z.union([country, z.literal('')]).default(''),
    addSecondBuyer: flag,
    secondBuyerFirst: optionalText(100),
    secondBuyerLast: optionalText(100),
    // Optional, checked when given: rules can write to the second buyer (older clients send none).
    secondBuyerEmail: optionalText(MAX_EMAIL_LENGTH),
    secondBuyerPhone: optionalText(40),
    differentCustomerAddress: flag,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: MESSAGES.paymentMethodRequired }),
    realtorAccess: z.enum(REALTOR_ACCESS, { error: MESSAGES.realtorAccessRequired }),
    realtorFirstName: optionalText(100),
    realtorLastName: optionalText(100),
    realtorEmail: optionalText(MAX_EMAIL_LENGTH),
    realtorPhone: optionalText(40),
    realtorCompany: optionalText(),
    agreeToCancellation: z.boolean({ error: MESSAGES.agreeRequired }),
    detachedGarage: flag,
    // Texts about the inspection to the phone given (an unticked box; the server checks the number
    // can be a mobile one). Optional: older clients send none.
    textConsent: flag.optional(),
    // Optional: older clients send none. Stored in its own column, not in the checkout document.
    notes: notesText,
    // The buyer's inspection contingency deadline (YYYY-MM-DD or ''); optional, older clients send
    // none. A date in the past is refused by the form and again by the server (decision 070).
    inspectionDeadline: optionalDay(DEADLINE_MESSAGES.invalid).optional(),
  }),
);

type CheckoutShape = z.output<typeof checkoutObject>;

/** US ZIP 5 or 5+4; a Canadian address may give its postal code instead. */
export function isValidPostalCode(zip: string, country: string): boolean {
  return ZIP_PATTERN.test(zip) || (country === 'Canada' && POSTAL_CODE_CA_PATTERN.test(zip));
}

/** The checkout rules that depend on other fields. */
function checkoutRules(v: CheckoutShape, ctx: z.RefinementCtx) {
  const fail = (path: keyof CheckoutShape, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const blank = (s: string) => s.trim() === '';

  if (!isValidPostalCode(v.billingZip, v.billingCountry)) fail('billingZip', MESSAGES.zipInvalid);
  if (v.agreeToCancellation !== true) fail('agreeToCancellation', MESSAGES.agreeRequired);

  if (v.addSecondBuyer) {
    if (blank(v.secondBuyerFirst)) fail('secondBuyerFirst', MESSAGES.secondBuyerFirstRequired);
    if (blank(v.secondBuyerLast)) fail('secondBuyerLast', MESSAGES.secondBuyerLastRequired);
    if (v.secondBuyerEmail !== '' && !EMAIL_PATTERN.test(v.secondBuyerEmail))
      fail('secondBuyerEmail', MESSAGES.emailInvalid);
    if (v.secondBuyerPhone !== '' && !PHONE_PATTERN.test(v.secondBuyerPhone))
      fail('secondBuyerPhone', MESSAGES.phoneInvalid);
  }

  if (v.differentCustomerAddress) {
    if (blank(v.customerFirstName)) fail('customerFirstName', MESSAGES.firstNameRequired);
    if (blank(v.customerLastName)) fail('customerLastName', MESSAGES.lastNameRequired);
    if (blank(v.customerAddress1)) fail('customerAddress1', MESSAGES.addressRequired);
    if (blank(v.customerCity)) fail('customerCity', MESSAGES.cityRequired);
    if (blank(v.customerState)) fail('customerState', MESSAGES.stateRequired);
    if (v.customerCountry === '') fail('customerCountry', MESSAGES.countryRequired);
    if (!isValidPostalCode(v.customerZip, v.customerCountry))
      fail('customerZip', MESSAGES.zipInvalid);
  }

  if (v.realtorAccess === 'yes') {
    if (blank(v.realtorFirstName)) fail('realtorFirstName', MESSAGES.realtorFirstRequired);
    if (blank(v.realtorLastName)) fail('realtorLastName', MESSAGES.realtorLastRequired);
  }
  // The realtor's e-mail and phone are checked whenever given, and required with access "yes".
  if ((v.realtorAccess === 'yes' || v.realtorEmail !== '') && !EMAIL_PATTERN.test(v.realtorEmail))
    fail('realtorEmail', MESSAGES.emailInvalid);
  if (
    (v.realtorAccess === 'yes' || v.realtorPhone !== '') &&
    !REALTOR_PHONE_PATTERN.test(v.realtorPhone)
  )
    fail('realtorPhone', MESSAGES.phoneInvalid);
}

/**
 * The rules above normally run only when every field parsed. A payment method not chosen yet
 * (the form leaves that choice to the customer) must not hide them, or the ZIP and agreement
 * messages would wait for it; every other field is then a string or flag as the rules expect.
 */
function onlyPaymentMethodMissing(payload: z.core.ParsePayload): boolean {
  return payload.issues.every((i) => i.continue === true || i.path?.[0] === 'paymentMethod');
}

/** The checkout form, checked by /checkout and again by the server. */
export const checkoutSchema = lazySchema(() =>
  checkoutObject.superRefine(checkoutRules, {
    when: onlyPaymentMethodMissing,
  }),
);

export type CheckoutValues = z.output<typeof checkoutSchema>;
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** A blank checkout form: what /checkout starts from. */
export const emptyCheckout: CheckoutValues = {
  firstName: '',
  lastName: '',
  company: '',
  billingAddress1: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
  billingCountry: 'United States',
  email: '',
  phone: '',
  customerFirstName: '',
  customerLastName: '',
  customerAddress1: '',
  customerAddress2: '',
  customerCity: '',
  customerState: '',
  customerZip: '',
  customerCountry: '',
  addSecondBuyer: false,
  secondBuyerFirst: '',
  secondBuyerLast: '',
  secondBuyerEmail: '',
  secondBuyerPhone: '',
  differentCustomerAddress: false,
  paymentMethod: 'pay-later',
  realtorAccess: 'no',
  realtorFirstName: '',
  realtorLastName: '',
  realtorEmail: '',
  realtorPhone: '',
  realtorCompany: '',
  agreeToCancellation: false,
  detachedGarage: false,
  notes: '',
  inspectionDeadline: '',
};
