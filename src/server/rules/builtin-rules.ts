import type { RuleFields } from '../../shared/rules/rule';

// The shipped rules: what the site sent before rules existed. They send through the code that
// always sent them (the reminders keep their hours in Admin → Advanced → Reminders); the office
// can switch each off and on, and edit its message under Messages.

const base = {
  offsetHours: 0,
  ifPaid: 'any',
  ifSigned: 'any',
  ifRealtor: 'any',
  ifService: '',
  otherAddress: '',
  channel: 'email',
} as const;

export const BUILTIN_RULES: Record<string, RuleFields & { when?: string }> = {
  'booked-confirmation': {
    ...base,
    name: 'Booking confirmation',
    event: 'booked',
    messageKey: 'order-confirmation',
    recipients: ['client'],
  },
  'booked-office': {
    ...base,
    name: 'New booking notice',
    event: 'booked',
    messageKey: 'business-notice',
    recipients: ['office'],
  },
  'booked-realtor': {
    ...base,
    name: 'Access request to the realtor',
    event: 'booked',
    ifRealtor: 'yes',
    messageKey: 'realtor-notice',
    recipients: ['realtor'],
  },
  'paid-confirmation': {
    ...base,
    name: 'Payment received',
    event: 'paid',
    messageKey: 'payment-confirmation',
    recipients: ['client'],
  },
  'reminders-before': {
    ...base,
    name: 'Reminders before the inspection',
    event: 'before',
    messageKey: 'inspection-reminder',
    recipients: ['client'],
    when: 'the hours before the inspection set in Advanced → Reminders',
  },
  'thank-you-after': {
    ...base,
    name: 'Thank-you after the inspection',
    event: 'after',
    messageKey: 'inspection-thank-you',
    recipients: ['client'],
    when: 'the hours after the inspection set in Advanced → Reminders',
  },
};
export type BuiltinRule = keyof typeof BUILTIN_RULES;
