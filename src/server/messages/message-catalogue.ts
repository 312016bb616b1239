import { loginMessage } from '../auth/login-email';
import {
  businessNoticeMessage,
  confirmationMessage,
  realtorNoticeMessage,
} from '../booking/checkout/order-messages';
import { cancelledMessage, rescheduledMessage } from '../booking/changes/order-change-messages';
import { paymentMessage } from '../booking/pay-later/pay-order.emails';
import { reminderMessage, thankYouMessage } from '../reminders/reminder-messages';
import { reportPublishedMessage } from '../reports/report-emails';
import { inspectionNoteMessage, paymentDueMessage } from '../rules/rule-messages';
import { waitlistJoinedMessage, waitlistOfferMessage } from '../waitlist/waitlist-messages';
import type { MessageDefinition } from './message-definition';

// Every message kind the office can edit (Admin → Messages), in the order the page lists them.
// Adding one: defineMessage() beside the feature's e-mails, then one line here (docs/messages.md).
export const MESSAGE_CATALOGUE: readonly MessageDefinition[] = [
  confirmationMessage,
  businessNoticeMessage,
  realtorNoticeMessage,
  paymentMessage,
  rescheduledMessage,
  cancelledMessage,
  reminderMessage,
  thankYouMessage,
  reportPublishedMessage,
  paymentDueMessage,
  inspectionNoteMessage,
  waitlistJoinedMessage,
  waitlistOfferMessage,
  loginMessage,
];

export function messageDefinition(key: string): MessageDefinition | undefined {
  return MESSAGE_CATALOGUE.find((d) => d.key === key);
}
