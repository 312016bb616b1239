import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import { renderEdited, type StoredTemplate } from '../messages/messages.service';
import { findEmail, insertEmail, insertEmails, insertNoEmail } from './email.repository';
import type { OutgoingEmail, SendResult } from './email.types';

// The outbox: other features queue their e-mails here, inside the transaction of the change that
// causes them, so a saved change always has its e-mails and a failed one has none.

const MINUTE = 60_000;
/** A message not delivered within a day is given up and shown to the administrator. */
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE;
/** Waits before each retry; the last one repeats until the message is given up. */
export const RETRY_DELAYS_MS = [0.5, 2, 10, 30, 60].map((m) => m * MINUTE);

export interface EnqueueOptions {
  /** Values (a sign-in link, a code) kept only until delivery: the log shows [redacted]. */
  secrets?: string[];
  /** Give up sooner than a day, for a message worthless later (a sign-in link's life). */
  giveUpAfterMs?: number;
  /** Every stored template (templatesByKey), read before the transaction: no look-up in it. */
  templates?: ReadonlyMap<string, StoredTemplate>;
}

/** The row a message is logged as: the office's wording if edited, secrets kept apart. */
async function logRow(trx: Db, email: OutgoingEmail, now: Date, options: EnqueueOptions) {
  const { template, ...written } = email;
  // The office's wording, when it edited this kind, replaces the shipped text (and any HTML part
  // written for it: the outbox builds one from the edited text, escaping every value).
  const edited = template && (await renderEdited(trx, template, options.templates));
  const chosen = edited ? { ...written, ...edited, html: undefined } : written;
  // A line break in a subject would start a new header; customers' words reach subjects.
  const message = {
    ...chosen,
    to: normalizeEmail(chosen.to),
    ...(chosen.replyTo ? { replyTo: normalizeEmail(chosen.replyTo) } : {}),
    subject: chosen.subject.replace(/[\r\n]+/g, ' '),
  };
  const secrets = options.secrets?.filter(Boolean) ?? [];
  const redact = (body: string) =>
    secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), body);
  return {
    email: secrets.length
      ? { ...message, text: redact(message.text), html: message.html && redact(message.html) }
      : message,
    now: now.toISOString(),
    giveUpAt: new Date(now.getTime() + (options.giveUpAfterMs ?? GIVE_UP_AFTER_MS)).toISOString(),
    delivery: secrets.length ? { text: message.text, html: message.html ?? null } : undefined,
  };
}

/** Queues a message in `trx`; the worker delivers it after the commit. Answers its log id. */
export async function enqueueEmail(
  trx: Db,
  email: OutgoingEmail,
  now: Date,
  options: EnqueueOptions = {},
): Promise<number> {
  return insertEmail(trx, await logRow(trx, email, now, options));
}

/**
 * Queues several messages in `trx` in one statement, in the order given (a new order's: one
 * round trip in its transaction, not one each; decision 084).
 */
export async function enqueueEmails(
  trx: Db,
  emails: readonly { email: OutgoingEmail; options?: EnqueueOptions }[],
  now: Date,
): Promise<void> {
  const rows = [];
  for (const { email, options = {} } of emails) rows.push(await logRow(trx, email, now, options));
  await insertEmails(trx, rows);
}

/**
 * The same database work as enqueueEmail, queueing nothing: a request that mails only some
 * callers (a known e-mail) takes as long for the others, so timing tells nobody which is which.
 */
export async function enqueueNothing(trx: Db, now: Date): Promise<void> {
  // The sign-in message's template look-up too, so both paths do the same reads.
  await renderEdited(trx, { key: 'login', view: {} });
  await insertNoEmail(trx, now.toISOString());
}

/** When to try again after failed attempt number `attempts`, or null to give up. */
export function retryAt(attempts: number, now: Date, giveUpAt: Date): Date | null {
  const delay =
    RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0] ?? 0;
  const next = new Date(now.getTime() + delay);
  return next.getTime() > giveUpAt.getTime() ? null : next;
}

/**
 * Waits up to `timeoutMs` for the worker's first attempt at a message: the admin area's test
 * e-mail reports how delivery went. Reads the log only; it never talks to the mail server.
 */
export async function waitForFirstAttempt(
  db: Db,
  id: number,
  timeoutMs: number,
): Promise<SendResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = await findEmail(db, id);
    if (!entry) return { id, status: 'failed', error: 'the message left the log' };
    const tried = entry.status !== 'queued' || (entry.error !== null && entry.attempts > 0);
    if (tried || Date.now() >= deadline)
      return {
        id,
        status: entry.status === 'queued' && entry.error ? 'failed' : entry.status,
        ...(entry.error ? { error: entry.error } : {}),
      };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
