import { z } from 'zod';
import {
  CHANNELS,
  type Channel,
  type Condition,
  CONDITIONS,
  isTimed,
  MAX_OFFSET_HOURS,
  type Recipient,
  RECIPIENTS,
  RULE_EVENTS,
  RULE_NAME_MAX,
  type RuleEvent,
  type RuleFields,
} from '../../shared/rules/rule';
import { MOBILE_NUMBER_MESSAGE, mobileNumber } from '../../shared/texts/mobile-number';
import { formValue, formValues } from '../admin/ui/admin-form';
import type { FormValues } from '../admin/ui/admin-page';
import { badRequest } from '../errors';
import { messageDefinition } from '../messages/message-catalogue';
import { ruleReady } from '../messages/message-preview';

// A rule as the Rules page posts it, checked field by field: a refusal names the field.

const refuse = (field: string, message: string) => badRequest(message, { field });

const oneOf = <K extends string>(choices: Record<K, string>, value: string): K | undefined =>
  Object.hasOwn(choices, value) ? (value as K) : undefined;

function condition(form: FormValues, name: string, label: string): Condition {
  const value = formValue(form, name) || 'any';
  const known = CONDITIONS.find((c) => c === value);
  if (!known) throw refuse(name, `${label}: choose one of the options.`);
  return known;
}

/** `shippedKey`: a shipped rule's own message, which it may keep though not every order fills it. */
export function ruleFromForm(form: FormValues, shippedKey?: string): RuleFields {
  const name = formValue(form, 'name').trim();
  if (!name) throw refuse('name', 'Name: enter a name for the rule.');
  if (name.length > RULE_NAME_MAX)
    throw refuse('name', `Name: at most ${RULE_NAME_MAX} characters.`);
  const event = oneOf<RuleEvent>(RULE_EVENTS, formValue(form, 'event'));
  if (!event) throw refuse('event', 'When: choose when the rule sends.');
  let offsetHours = 0;
  if (isTimed(event)) {
    const raw = formValue(form, 'offsetHours').trim();
    offsetHours = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(offsetHours >= 1 && offsetHours <= MAX_OFFSET_HOURS))
      throw refuse('offsetHours', `Hours: a whole number from 1 to ${MAX_OFFSET_HOURS}.`);
  }
  const messageKey = formValue(form, 'messageKey');
  if (!messageKey) throw refuse('messageKey', 'Message: choose the message to send.');
  const definition = messageKey.length <= 60 ? messageDefinition(messageKey) : undefined;
  if (!definition || !(ruleReady(definition) || definition.key === shippedKey))
    throw refuse('messageKey', 'Message: choose one of the messages listed.');
  const recipients = formValues(form, 'recipients');
  if (recipients.length === 0)
    throw refuse('recipients', 'Send to: choose at least one recipient.');
  const known = recipients.map((r) => oneOf<Recipient>(RECIPIENTS, r));
  if (known.some((r) => !r)) throw refuse('recipients', 'Send to: choose from the list.');
  const channel = oneOf<Channel>(CHANNELS, formValue(form, 'channel'));
  if (!channel) throw refuse('channel', 'By: choose e-mail or text message.');
  let otherAddress = '';
  if (recipients.includes('other')) {
    const typed = formValue(form, 'otherAddress').trim();
    if (channel === 'email') {
      if (typed.length > 254 || !z.email().safeParse(typed).success)
        throw refuse('otherAddress', 'Another address: enter an e-mail address.');
      otherAddress = typed;
    } else {
      const number = mobileNumber(typed);
      if (!number) throw refuse('otherAddress', `Another address: ${MOBILE_NUMBER_MESSAGE}`);
      otherAddress = number;
    }
  }
  const ifService = formValue(form, 'ifService').trim();
  if (ifService.length > 100 || !/^[a-z0-9-]*$/.test(ifService))
    throw refuse('ifService', 'Service: choose one of the services.');
  return {
    name,
    event,
    offsetHours,
    ifPaid: condition(form, 'ifPaid', 'Paid'),
    ifSigned: condition(form, 'ifSigned', 'Signed'),
    ifRealtor: condition(form, 'ifRealtor', 'Realtor'),
    ifService,
    messageKey,
    recipients: known.filter((r): r is Recipient => !!r),
    otherAddress,
    channel,
  };
}
