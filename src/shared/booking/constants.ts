// SPEC §9 business constants used by the booking rules.
export const PROPERTY_STATES = ['PA', 'OH', 'WV'] as const;
export type PropertyState = (typeof PROPERTY_STATES)[number];

export const BILLING_COUNTRIES = ['United States', 'Canada'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** SPEC §9: checkout offers the US states plus DC, PR and VI for selection. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

/** SPEC §4: the cart expires 60 minutes after it was last saved. */
export const CART_LIFETIME_MS = 60 * 60 * 1000;

/** SPEC §9 cancellation policy, as every confirmation states it. */
export const CANCELLATION_POLICY = [
  'Cancellation is free until 5:00 PM ET on the day of booking.',
  'Cancelling less than 48 hours before the inspection costs $75.00, or $150.00 for a full-day appointment, plus card fees.',
] as const;

/** SPEC §9 accepted payment. */
export const ACCEPTED_PAYMENT =
  'We accept Master Card, Visa, Discover and cash. No personal checks.';

/** Length of an inspection, for calendar entries (the calendar shows 3-hour events). */
export const INSPECTION_DURATION_MINUTES = 180;
