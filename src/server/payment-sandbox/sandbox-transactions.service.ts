import { createHash, randomInt } from 'node:crypto';
import { type Json, obj, parseAmount, type SandboxContext, str } from './sandbox-context';
import { about, approved, facts, failure, lookUp } from './sandbox-answers';
import { faultForZip } from './sandbox-faults';
import { ACCEPT_DESCRIPTOR } from './sandbox-tokens.service';
import {
  type ApiBody,
  MESSAGES,
  REASONS,
  requestError,
  transactionBody,
} from './sandbox-responses';
import { refund } from './sandbox-refunds.service';
import { consumeToken, findToken } from './sandbox-tokens.repository';
import {
  hasRecentTwin,
  insertTransaction,
  moveTransaction,
  releaseRefunded,
} from './sandbox-transactions.repository';

// The authorize → capture → void state machine of createTransactionRequest (refunds of settled
// captures: sandbox-refunds.service.ts).

const DEFAULT_DUPLICATE_WINDOW = 120;

export async function createTransaction(ctx: SandboxContext, req: Json, refId?: string) {
  const type = req.transactionType;
  if (type === 'authOnlyTransaction') return authorize(ctx, req, refId);
  if (type === 'priorAuthCaptureTransaction') return capture(ctx, req, refId);
  if (type === 'voidTransaction') return voidTransaction(ctx, req, refId);
  if (type === 'refundTransaction') return refund(ctx, req, refId);
  return requestError(
    MESSAGES.schema(`The transaction type '${String(type)}' is not emulated by this sandbox.`),
    refId,
  );
}

async function authorize(ctx: SandboxContext, req: Json, refId?: string): Promise<ApiBody> {
  const amountCents = parseAmount(req.amount);
  if (amountCents === null) return failure(REASONS.invalidAmount, refId);
  const opaque = obj(obj(req.payment)?.opaqueData);
  if (!opaque) return requestError(MESSAGES.schema('Payment opaqueData is required.'), refId);
  const invoiceNumber = str(obj(req.order)?.invoiceNumber) || null;
  if (invoiceNumber && invoiceNumber.length > 20) {
    return requestError(MESSAGES.schema('The invoiceNumber is longer than 20 characters.'), refId);
  }

  const tokenHash = createHash('sha256').update(str(opaque.dataValue)).digest('hex');
  const token = await findToken(ctx.db, tokenHash);
  const now = ctx.now();
  const login = ctx.credentials.apiLoginId;
  if (str(opaque.dataDescriptor) !== ACCEPT_DESCRIPTOR || !token || token.loginId !== login) {
    return requestError(MESSAGES.invalidToken, refId);
  }
  if (Date.parse(token.expiresAt) <= now.getTime()) {
    return requestError(MESSAGES.expiredToken, refId);
  }
  if (!(await consumeToken(ctx.db, tokenHash, now.toISOString()))) {
    return requestError(MESSAGES.invalidToken, refId);
  }

  const billTo = obj(req.billTo);
  const zip = token.zip ?? (str(billTo?.zip) || null);
  const [firstName, lastName] = billTo
    ? [str(billTo.firstName) || null, str(billTo.lastName) || null]
    : splitName(token.fullName);
  const card = {
    loginId: login,
    cardLast4: token.cardLast4,
    cardType: token.cardType,
    amountCents,
    invoiceNumber,
    zip,
  };
  const window = duplicateWindow(req.transactionSettings);
  const since = new Date(now.getTime() - window * 1000).toISOString();
  if (window > 0 && (await hasRecentTwin(ctx.db, card, since))) {
    return failure(REASONS.duplicate, refId, {
      accountNumber: `XXXX${token.cardLast4}`,
      accountType: token.cardType,
    });
  }

  const fault = faultForZip(zip);
  const declined = fault === 'decline';
  const t = {
    ...card,
    status: declined ? ('declined' as const) : ('authorizedPendingCapture' as const),
    responseCode: declined ? '2' : '1',
    reasonCode: declined ? REASONS.declined.code : REASONS.approved.code,
    authCode: declined ? '' : authCode(),
    cvvResult: token.cvvResult,
    firstName,
    lastName,
    fault,
  };
  const id = await insertTransaction(ctx.db, t, now.toISOString());
  // The charge exists before the answer is lost: what a real timeout leaves behind.
  if (fault === 'authorize-timeout') await ctx.sleep(ctx.faultDelayMs);
  return transactionBody(
    {
      ...facts({ ...t, id }),
      responseCode: declined ? '2' : '1',
      reason: declined ? REASONS.declined : REASONS.approved,
      avsResultCode: 'Y',
    },
    refId,
  );
}

async function capture(ctx: SandboxContext, req: Json, refId?: string): Promise<ApiBody> {
  const t = await lookUp(ctx, req.refTransId);
  if (!t || t.status === 'declined' || t.transactionType !== 'authOnlyTransaction') {
    return failure(REASONS.notFound, refId);
  }
  const amountCents = req.amount === undefined ? t.amountCents : parseAmount(req.amount);
  if (amountCents === null) return failure(REASONS.invalidAmount, refId, about(t));
  const captured = ['capturedPendingSettlement', 'settledSuccessfully', 'settlementError'];
  if (captured.includes(t.status)) return approved(t, REASONS.alreadyCaptured, refId);
  if (t.status !== 'authorizedPendingCapture') return failure(REASONS.notFound, refId, about(t));
  if (amountCents > t.amountCents) return failure(REASONS.overCapture, refId, about(t));
  if (t.fault === 'capture-error') return failure(REASONS.processing, refId, about(t));

  const now = ctx.now().toISOString();
  const moved = await moveTransaction(
    ctx.db,
    t.id,
    ['authorizedPendingCapture'],
    { status: 'capturedPendingSettlement', capturedCents: amountCents },
    now,
  );
  if (!moved) return capture(ctx, req, refId); // another request moved it first: answer as of now
  if (t.fault === 'capture-timeout') await ctx.sleep(ctx.faultDelayMs);
  return approved(t, REASONS.approved, refId);
}

async function voidTransaction(ctx: SandboxContext, req: Json, refId?: string): Promise<ApiBody> {
  const t = await lookUp(ctx, req.refTransId);
  if (!t || t.status === 'declined') return failure(REASONS.notFound, refId);
  if (t.status === 'voided') return approved(t, REASONS.alreadyVoided, refId);
  // Only what is not settled yet can be voided: an authorization, a capture, a refund.
  const voidable = [
    'authorizedPendingCapture',
    'capturedPendingSettlement',
    'refundPendingSettlement',
  ];
  if (!voidable.includes(t.status)) return failure(REASONS.notFound, refId, about(t));
  if (t.fault === 'void-error') return failure(REASONS.processing, refId, about(t));

  const now = ctx.now().toISOString();
  const moved = await moveTransaction(ctx.db, t.id, [t.status], { status: 'voided' }, now);
  if (!moved) return voidTransaction(ctx, req, refId);
  if (t.refTransId !== null) await releaseRefunded(ctx.db, t.refTransId, t.amountCents);
  if (t.fault === 'void-timeout') await ctx.sleep(ctx.faultDelayMs);
  return approved(t, REASONS.approved, refId);
}

function duplicateWindow(settings: unknown): number {
  const list = obj(settings)?.setting;
  const items = Array.isArray(list) ? list : [list];
  const found = items.map(obj).find((s) => s?.settingName === 'duplicateWindow');
  const seconds = Number(found?.settingValue ?? DEFAULT_DUPLICATE_WINDOW);
  return Number.isFinite(seconds) ? Math.min(Math.max(Math.trunc(seconds), 0), 28_800) : 120;
}

function authCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function splitName(fullName: string | null): [string | null, string | null] {
  if (!fullName) return [null, null];
  const parts = fullName.trim().split(/\s+/);
  return [parts[0] ?? null, parts.length > 1 ? parts.slice(1).join(' ') : null];
}
