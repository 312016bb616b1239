// The e-mail log for other features and the admin pages. Sending: enqueueEmail (outbox.service).
export type { EmailLogEntry, EmailSummary } from './email.repository';
export {
  countGivenUp,
  findEmail,
  listEmails,
  listEmailSummaries,
  outboxHealth,
} from './email.repository';
