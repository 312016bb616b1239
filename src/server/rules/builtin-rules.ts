import type { RuleFields } from '../../shared/rules/rule';

// The shipped rules: what the site sent before rules existed. As shipped they send through the
// code that always sent them; the office edits each like its own rule (decision 071), the
// reminders' hours included (decision 078), and its message under Messages.

const base = {
  offsetHours: 0,
  ifPaid: 'any',
  ifSigned: 'any',
  ifRealtor: 'any',
  ifService: '',
  otherAddress: '',
  channel: 'email',
} as const;

export const BUILTIN_RULES: Record<string, RuleFields> = {
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
    name: 'Reminder before the inspection',
    event: 'before',
    offsetHours: 72,
    messageKey: 'inspection-reminder',
    recipients: ['client'],
  },
  'reminders-before-2': {
    ...base,
    name: 'Second reminder before the inspection',
    event: 'before',
    offsetHours: 24,
    messageKey: 'inspection-reminder',
    recipients: ['client'],
  },
  'thank-you-after': {
    ...base,
    name: 'Thank-you after the inspection',
    event: 'after',
    offsetHours: 4,
    messageKey: 'inspection-thank-you',
    recipients: ['client'],
  },
};
export type BuiltinRule = keyof typeof BUILTIN_RULES;

/** A shipped reminder before the inspection: the two above, and any further hours an office had. */
export const isShippedReminder = (key: string | null) =>
  !!key && /^reminders-before(?:-[2-5])?$/.test(key);

/** What a shipped rule's Reset to default brings back. */
export function shippedFields(key: string): RuleFields | undefined {
  const fields = BUILTIN_RULES[key];
  if (fields) return fields;
  // A third to fifth reminder came from the hours an office had set (migration 0055).
  const extra = /^reminders-before-([3-5])$/.exec(key);
  return extra
    ? {
        ...BUILTIN_RULES['reminders-before-2']!,
        name: `Reminder ${extra[1]} before the inspection`,
      }
    : undefined;
}

/**
 * Whether a shipped timed rule still sends as shipped (its own code, its full message): only its
 * name, hours or switch differ from shipped. Anything else edited, the rules engine sends it.
 */
export function timedAsShipped(key: string, fields: RuleFields): boolean {
  const shipped = shippedFields(key);
  if (!shipped) return false;
  const same = <K extends keyof RuleFields>(k: K) =>
    JSON.stringify(fields[k]) === JSON.stringify(shipped[k]);
  const kept: (keyof RuleFields)[] = [
    'event',
    'ifPaid',
    'ifSigned',
    'ifRealtor',
    'ifService',
    'messageKey',
    'recipients',
    'otherAddress',
    'channel',
  ];
  return kept.every(same);
}
