import {
  isStartReply,
  isStopReply,
  mobileNumber,
  TEXT_MAX,
} from '../../shared/texts/mobile-number';
import type { Db } from '../db/database';
import { retryAt } from '../email/outbox.service';
import type { SmsProvider } from './sms-provider';
import {
  claimText,
  dueTexts,
  findConsent,
  insertText,
  listTexts,
  markTextAttemptFailed,
  markTextSent,
  setConsentStopped,
  type TextMessage,
  upsertConsent,
} from './texts.repository';

// Text messages: only to a number whose owner agreed (at checkout or in the profile) and has not
// answered STOP; each through the texts' outbox, delivered and retried like e-mail (decision 063).

export type { TextMessage };

const DAY = 24 * 3_600_000;
/** How long one attempt holds a text before another process may try it. */
const LEASE_MS = 60_000;

/** The owner of `phone` agreed to texts; answers the E.164 number, or null for a non-mobile one. */
export async function agreeToTexts(
  db: Db,
  phone: string,
  source: 'checkout' | 'profile',
  now: Date,
): Promise<string | null> {
  const number = mobileNumber(phone);
  if (number) await upsertConsent(db, number, source, now.toISOString());
  return number;
}

/** The owner withdrew (unticked in the profile): as a STOP reply, until agreed again. */
export async function withdrawTexts(db: Db, phone: string, now: Date): Promise<void> {
  const number = mobileNumber(phone);
  const consent = number ? await findConsent(db, number) : undefined;
  if (number && consent && !consent.stoppedAt)
    await setConsentStopped(db, number, now.toISOString());
}

/** Whether texts may go to `phone` now (agreed, not stopped). */
export async function mayText(db: Db, phone: string): Promise<boolean> {
  const number = mobileNumber(phone);
  const consent = number ? await findConsent(db, number) : undefined;
  return !!consent && consent.stoppedAt === null;
}

export type QueueTextResult =
  { queued: true; id: number } | { queued: false; reason: 'not-mobile' | 'no-consent' | 'stopped' };

/** Queues a text in `trx` when its owner agreed; the worker sends it after the commit. */
export async function queueText(
  trx: Db,
  text: { phone: string; body: string; orderId: number | null },
  now: Date,
): Promise<QueueTextResult> {
  const number = mobileNumber(text.phone);
  if (!number) return { queued: false, reason: 'not-mobile' };
  const consent = await findConsent(trx, number);
  if (!consent) return { queued: false, reason: 'no-consent' };
  if (consent.stoppedAt) return { queued: false, reason: 'stopped' };
  const id = await insertText(trx, {
    direction: 'out',
    phone: number,
    body: text.body.slice(0, TEXT_MAX),
    status: 'queued',
    orderId: text.orderId,
    now: now.toISOString(),
    giveUpAt: new Date(now.getTime() + DAY).toISOString(),
  });
  return { queued: true, id };
}

/** An inbound text (the provider's webhook): kept, and STOP or START acted on. */
export async function receiveText(
  db: Db,
  text: { from: string; body: string; providerId: string },
  now: Date,
): Promise<{ stopped: boolean; started: boolean }> {
  const number = mobileNumber(text.from) ?? text.from.slice(0, 20);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await insertText(trx, {
      direction: 'in',
      phone: number,
      body: text.body.slice(0, TEXT_MAX),
      status: 'received',
      orderId: null,
      now: at,
      providerId: text.providerId.slice(0, 64),
    });
    const stopped = isStopReply(text.body) && (await setConsentStopped(trx, number, at));
    const started = isStartReply(text.body) && (await setConsentStopped(trx, number, null));
    return { stopped, started };
  });
}

/** Sends every text due at `now` (each process runs this; a claim keeps a text to one). */
export async function deliverDueTexts(db: Db, provider: SmsProvider, now: Date): Promise<number> {
  const due = await dueTexts(db, now.toISOString(), 50);
  let tried = 0;
  for (const text of due) {
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!(await claimText(db, { id: text.id, attempts: text.attempts, leaseUntil }))) continue;
    tried += 1;
    try {
      const { id } = await provider.send({ to: text.phone, body: text.body });
      await markTextSent(db, text.id, id, new Date().toISOString());
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUpAt = new Date(text.giveUpAt ?? now.getTime() + DAY);
      const next = retryAt(text.attempts + 1, now, giveUpAt);
      await markTextAttemptFailed(db, text.id, reason, next?.toISOString() ?? null);
    }
  }
  return tried;
}

export const recentTexts = (db: Db, limit = 100) => listTexts(db, limit);
export const textConsent = (db: Db, phone: string) => findConsent(db, phone);
