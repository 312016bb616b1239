// A rule: "When [event], if [conditions], send [a message] to [recipients] by [channel]." Pure
// rules both the Rules page and the scheduler use: the choices, the checks and when a timed rule
// is due.

export const RULE_EVENTS = {
  booked: 'booked',
  'agreement-signed': 'the agreement is signed',
  paid: 'paid',
  'report-published': 'the report is published',
  before: 'a given time before the inspection',
  after: 'a given time after the inspection',
  'unpaid-before': 'still unpaid a given time before the inspection',
} as const;
export type RuleEvent = keyof typeof RULE_EVENTS;

export const RECIPIENTS = {
  client: 'the client',
  'second-buyer': 'the second buyer',
  realtor: 'the realtor',
  inspector: 'the inspector',
  office: 'the office',
  other: 'another address',
} as const;
export type Recipient = keyof typeof RECIPIENTS;

export const CHANNELS = { email: 'e-mail', text: 'text message' } as const;
export type Channel = keyof typeof CHANNELS;

/** A condition on a yes/no fact of the order: it does not matter, it must hold, it must not. */
export type Condition = 'any' | 'yes' | 'no';
export const CONDITIONS: readonly Condition[] = ['any', 'yes', 'no'];

export const TIMED_EVENTS: readonly RuleEvent[] = ['before', 'after', 'unpaid-before'];
export const isTimed = (event: RuleEvent) => TIMED_EVENTS.includes(event);

/** The longest offset of a timed rule: 30 days. */
export const MAX_OFFSET_HOURS = 720;
export const RULE_NAME_MAX = 100;

export interface RuleFields {
  name: string;
  event: RuleEvent;
  /** Hours before or after the inspection (timed rules only). */
  offsetHours: number;
  ifPaid: Condition;
  ifSigned: Condition;
  ifRealtor: Condition;
  /** A service the order must include (its slug), or '' for any. */
  ifService: string;
  messageKey: string;
  recipients: Recipient[];
  otherAddress: string;
  channel: Channel;
}

const HOUR = 3_600_000;
/** A timed rule after the inspection missed by more than a day is not sent late. */
export const AFTER_GRACE_MS = 24 * HOUR;

export interface TimedRule {
  event: RuleEvent;
  offsetMinutes: number;
}

/**
 * Whether a timed rule is due for an order at `nowMs`. Before the inspection: from its time until
 * the start, unless the order was booked or moved after that time (its confirmation stands for
 * it). After: from its time, for a day.
 */
export function timedRuleDue(
  order: { startMs: number; bookedMs: number },
  rule: TimedRule,
  nowMs: number,
): boolean {
  const offset = rule.offsetMinutes * 60_000;
  if (rule.event === 'after') {
    const at = order.startMs + offset;
    return nowMs >= at && nowMs < at + AFTER_GRACE_MS;
  }
  const at = order.startMs - offset;
  return nowMs >= at && nowMs < order.startMs && order.bookedMs < at;
}

/** The start times (exclusive after, inclusive until) of the orders a run must look at. */
export function timedRuleWindow(rule: TimedRule, nowMs: number) {
  const offset = rule.offsetMinutes * 60_000;
  if (rule.event === 'after')
    return { afterMs: nowMs - offset - AFTER_GRACE_MS, untilMs: nowMs - offset };
  return { afterMs: nowMs, untilMs: nowMs + offset };
}

/** "When paid, if a realtor is named, send …": the rule in one sentence, as the page lists it. */
export function ruleSentence(rule: RuleFields, messageTitle: string): string {
  const hours = `${rule.offsetHours} hour${rule.offsetHours === 1 ? '' : 's'}`;
  const when =
    rule.event === 'before'
      ? `${hours} before the inspection`
      : rule.event === 'after'
        ? `${hours} after the inspection`
        : rule.event === 'unpaid-before'
          ? `still unpaid ${hours} before the inspection`
          : RULE_EVENTS[rule.event];
  const ifs = [
    rule.ifPaid !== 'any' && (rule.ifPaid === 'yes' ? 'paid' : 'not paid'),
    rule.ifSigned !== 'any' && (rule.ifSigned === 'yes' ? 'signed' : 'not signed'),
    rule.ifRealtor !== 'any' && (rule.ifRealtor === 'yes' ? 'a realtor is named' : 'no realtor'),
    rule.ifService && `the order includes ${rule.ifService}`,
  ].filter(Boolean);
  const to = rule.recipients
    .map((r) => (r === 'other' ? rule.otherAddress : RECIPIENTS[r]))
    .join(', ');
  return `When ${when}${ifs.length ? `, if ${ifs.join(' and ')}` : ''}, send “${messageTitle}” to ${to} by ${CHANNELS[rule.channel]}.`;
}
