import type { TemplateChoice } from '../messages/message-definition';

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
  /**
   * The content of the HTML part, a fragment (paragraphs, links): at delivery it is put in the
   * one layout of every e-mail (a whole document with the business's name); built from `text`
   * when left out.
   */
  html?: string;
  attachments?: EmailAttachment[];
  /** Where a reply goes; the business address when left out (the customer on business notices). */
  replyTo?: string;
  /** The message kind and its values: the outbox renders the office's edit of it, if any. */
  template?: TemplateChoice;
}

/** What became of a queued message so far: queued means not delivered yet (maybe retrying). */
export interface SendResult {
  id: number;
  status: 'queued' | 'sent' | 'failed' | 'logged';
  error?: string;
}

/**
 * The outbox's delivery worker (one per server process). Features never send: they queue with
 * enqueueEmail in their own transaction, then call wake() after it commits.
 */
export interface Mailer {
  /** Delivers what is due now, soon; a no-op when the worker is off (OUTBOX_POLL_MS=0). */
  wake(): void;
  /** Delivers every message due at `now`; answers how many were tried. The worker's own step. */
  tick(now?: Date): Promise<number>;
  readonly delivery: 'smtp' | 'log-only';
}
