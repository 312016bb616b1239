/** The one spelling of an e-mail address the site stores, compares and sends to. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
