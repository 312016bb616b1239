import { loginMessage } from '../auth/login-email';
import {
  businessNoticeMessage,
  confirmationMessage,
  realtorNoticeMessage,
} from '../booking/checkout/order-messages';
import { cancelledMessage, rescheduledMessage } from '../booking/changes/order-change-messages';
import {
  cancelledNoticeMessage,
  cancelledRealtorMessage,
  rescheduledNoticeMessage,
  rescheduledRealtorMessage,
} from '../booking/changes/order-change-copies';
import { testMessage } from '../email/test-email';
import { safetyReminderMessage } from '../reports/safety-reads/safety-reads.emails';
import { emailChangedTemplate, emailCodeTemplate } from '../users/profile-emails';
import { paymentMessage } from '../booking/pay-later/pay-order-messages';
import { reminderMessage, thankYouMessage } from '../reminders/reminder-messages';
import { realtorReportMessage, reportPublishedMessage } from '../reports/report-messages';
import { inspectionNoteMessage, paymentDueMessage } from '../rules/rule-messages';
import {
  requestConfirmedMessage,
  requestDeclinedMessage,
  requestLapsedMessage,
  requestProposedMessage,
  requestReceivedMessage,
} from '../booking/requests/request-messages';
import { waitlistJoinedMessage, waitlistOfferMessage } from '../waitlist/waitlist-messages';
import type { MessageDefinition } from './message-definition';

// Every message kind the office can edit (Admin → Messages), in the order the page lists them.
// Adding one: defineMessage() beside the feature's e-mails, then one line here (docs/messages.md).
export const MESSAGE_CATALOGUE: readonly MessageDefinition[] = [
  confirmationMessage,
  businessNoticeMessage,
  realtorNoticeMessage,
  requestReceivedMessage,
  requestConfirmedMessage,
  requestDeclinedMessage,
  requestProposedMessage,
  requestLapsedMessage,
  paymentMessage,
  rescheduledMessage,
  rescheduledNoticeMessage,
  rescheduledRealtorMessage,
  cancelledMessage,
  cancelledNoticeMessage,
  cancelledRealtorMessage,
  reminderMessage,
  thankYouMessage,
  reportPublishedMessage,
  realtorReportMessage,
  safetyReminderMessage,
  paymentDueMessage,
  inspectionNoteMessage,
  waitlistJoinedMessage,
  waitlistOfferMessage,
  loginMessage,
  emailCodeTemplate,
  emailChangedTemplate,
  testMessage,
];

export function messageDefinition(key: string): MessageDefinition | undefined {
  return MESSAGE_CATALOGUE.find((d) => d.key === key);
}
