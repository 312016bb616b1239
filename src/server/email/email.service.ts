// The e-mail log for other features and the admin pages. Sending: enqueueEmail (outbox.service).
export type { EmailLogEntry } from './email.repository';
export { countGivenUp, findEmail, listEmails } from './email.repository';
