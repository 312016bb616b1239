import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { apartFromWrites } from '../db/writes-first';
import { getSiteSettings } from '../settings/settings.service';
import {
  type ClaimedEmail,
  claimDueEmails,
  markAttemptFailed,
  markDelivered,
  recordDeliveryHeaders,
  releaseClaims,
} from './email.repository';
import { type EmailBrand, emailHtml } from './email-html';
import type { Mailer } from './email.types';
import { mailFromWarning, newMessageId } from './mail-from';
import { createTransport, type DeliveredEmail, sendDeadlineMs } from './mailer';
import { retryAt } from './outbox.service';

/** Messages one worker claims at a time, and delivers side by side. */
const BATCH = 5;
/** How long stop() waits for a delivery under way before handing it back. */
const STOP_WAIT_MS = 2_000;

export interface OutboxWorker extends Mailer {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: claims due messages under a lease (so several server processes never send
 * one twice), sends each, and retries a failure later with growing delays until it is given up.
 * Without SMTP_URL a message is printed to the console and marked logged.
 */
export function createOutboxWorker(db: Db, env: Env, log: FastifyBaseLogger): OutboxWorker {
  const transport = createTransport(env);
  const warning = mailFromWarning(env);
  if (warning) log.warn(warning);
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  // Longer than any delivery may take, so a live worker's claim never passes to another one.
  const leaseMs = 2 * sendDeadlineMs(env);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  // Messages whose delivery is under way; at stop, the ones left are handed back.
  const inHand = new Set<number>();
  let handingBack = false;
  let stopping = false;

  /**
   * What goes out: every HTML part a whole document in the one layout (a feature's own content or
   * its text), Reply-To the
   * business unless the feature named someone, and one Message-ID kept for every retry.
   */
  async function delivered(
    message: ClaimedEmail,
    site: EmailBrand & { email: string },
  ): Promise<DeliveredEmail> {
    const replyTo = message.replyTo ?? (site.email || null);
    const messageId = message.messageId ?? newMessageId(env.MAIL_FROM);
    if (messageId !== message.messageId || replyTo !== (message.replyTo ?? null))
      await recordDeliveryHeaders(db, message.id, workerId, { messageId, replyTo });
    return {
      ...message,
      html: emailHtml({
        subject: message.subject,
        text: message.text,
        html: message.html,
        brand: site,
      }),
      ...(replyTo ? { replyTo } : {}),
      messageId,
    };
  }

  async function deliver(
    message: ClaimedEmail,
    now: () => Date,
    site: () => Promise<EmailBrand & { email: string }>,
  ): Promise<void> {
    if (!transport) {
      // Development convenience: the message is readable in the console (there is no SMTP server).
      // Never in production: a sign-in e-mail's link and code would sit in the process's logs.
      if (env.NODE_ENV !== 'production')
        console.log(
          `\n--- e-mail #${message.id} (not sent: SMTP_URL is not set) ---\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n---\n`,
        );
      else
        log.warn(
          { emailId: message.id, kind: message.kind },
          'e-mail not sent: SMTP_URL is not set',
        );
      await markDelivered(db, message.id, workerId, 'logged', now().toISOString());
      return;
    }
    try {
      inHand.add(message.id);
      try {
        await transport(await delivered(message, await site()));
      } finally {
        inHand.delete(message.id);
      }
    } catch (error) {
      // Cut off at stop: its claim is released for the next process, with no retry delay.
      if (handingBack) return;
      const reason = error instanceof Error ? error.message : String(error);
      const next = retryAt(message.attempts, now(), new Date(message.giveUpAt));
      log.error(
        { emailId: message.id, kind: message.kind, attempt: message.attempts, err: reason },
        next ? 'e-mail delivery failed; it will be retried' : 'e-mail delivery given up',
      );
      await markAttemptFailed(db, message.id, workerId, reason, next?.toISOString() ?? null);
      return;
    }
    await markDelivered(db, message.id, workerId, 'sent', now().toISOString());
  }

  async function tick(at?: Date): Promise<number> {
    // A test passes a time to step over retry delays; the worker itself uses the clock.
    const now = () => at ?? new Date();
    let tried = 0;
    // Read once per run and only when there is mail: the name and phone of every message's layout.
    let settings: ReturnType<typeof getSiteSettings> | undefined;
    const site = () => (settings ??= getSiteSettings(db, env));
    for (;;) {
      if (stopping) return tried;
      const claimedAt = now();
      const batch = await claimDueEmails(db, {
        workerId,
        now: claimedAt.toISOString(),
        leaseUntil: new Date(claimedAt.getTime() + leaseMs).toISOString(),
        limit: BATCH,
      });
      if (batch.length === 0) return tried;
      await Promise.all(batch.map((message) => deliver(message, now, site)));
      tried += batch.length;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = tick()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'e-mail outbox run failed'),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          setImmediate(run);
        } else timer = setTimeout(run, env.OUTBOX_POLL_MS);
      });
  }

  return {
    delivery: transport ? 'smtp' : 'log-only',
    tick,
    wake: () => {
      // Woken by a write's request: the delivery's statements are no part of it (decision 080).
      if (!stopped) apartFromWrites(() => setImmediate(run));
    },
    start() {
      if (env.OUTBOX_POLL_MS === 0 || !stopped) return;
      stopped = false;
      run();
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      if (running)
        await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      if (inHand.size > 0) {
        // Cut first, so a delivery cannot finish after its claim went to another process.
        handingBack = true;
        transport?.abort();
        const ids = [...inHand];
        await releaseClaims(db, ids, workerId).then(
          () => log.info({ emailIds: ids }, 'e-mail deliveries under way handed back'),
          (error: unknown) => log.warn({ err: error }, 'e-mail deliveries not handed back'),
        );
      }
      // Deliveries that did finish record it before the database closes.
      if (running)
        await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      transport?.close();
    },
  };
}
