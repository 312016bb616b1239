export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (calendar files, CSV). */
  content: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** What the message is for: login, order-confirmation, business-notice, test, ... */
  kind: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

export interface SendResult {
  id: number;
  status: 'sent' | 'failed' | 'logged';
  error?: string;
}

export interface Mailer {
  /** Records the message in the e-mail log, then delivers it; never throws for a failed delivery. */
  send(email: OutgoingEmail): Promise<SendResult>;
  /** Sends a logged message again (as a new log entry). */
  resend(id: number): Promise<SendResult | undefined>;
  readonly delivery: 'smtp' | 'log-only';
}
