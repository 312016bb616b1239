import type { Db } from '../db/database';
import { findEmail, setEmailBodies } from './email.repository';

// The e-mail log for other features and the admin pages. Sending goes through app.mailer.
export type { EmailLogEntry } from './email.repository';
export { findEmail, listEmails } from './email.repository';

/** Replaces each secret in the logged copy of a message, so the log never holds it in clear. */
export async function redactLoggedEmail(db: Db, emailId: number, secrets: string[]): Promise<void> {
  const entry = await findEmail(db, emailId);
  if (!entry) return;
  const redact = (body: string) =>
    secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), body);
  await setEmailBodies(db, emailId, {
    text: redact(entry.text),
    html: entry.html === undefined ? null : redact(entry.html),
  });
}
