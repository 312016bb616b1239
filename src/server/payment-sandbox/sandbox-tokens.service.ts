import { createHash, randomBytes } from 'node:crypto';
import { CARD_ERRORS, checkCard } from './sandbox-cards';
import type { SandboxContext } from './sandbox-context';
import { type ApiBody, okBody } from './sandbox-responses';
import { insertToken } from './sandbox-tokens.repository';

/** One-time tokens are good for 15 minutes, as the real gateway's are. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
export const ACCEPT_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

type Json = Record<string, unknown>;

/**
 * securePaymentContainerRequest: what the hosted card form posts the card to. The card is
 * checked, reduced to what a real gateway shows a merchant (brand, last four, expiry) and
 * exchanged for a one-time token; the number, any hash of it, and the CVV are not kept.
 */
export async function createToken(
  ctx: SandboxContext,
  data: Json,
  refId?: string,
): Promise<ApiBody> {
  const token = (data.token ?? {}) as Json;
  const now = ctx.now();
  const checked = checkCard(
    {
      cardNumber: text(token.cardNumber),
      expirationDate: text(token.expirationDate),
      cardCode: token.cardCode === undefined ? undefined : text(token.cardCode),
    },
    now,
  );
  if (!checked.ok) return cardError(checked.error, refId);
  const zip = text(token.zip).trim();
  if (zip.length > 20) return cardError(CARD_ERRORS.zip, refId);
  const fullName = text(token.fullName).trim();
  if (fullName.length > 64) return cardError(CARD_ERRORS.name, refId);

  const dataValue = randomBytes(48).toString('base64');
  const { card } = checked;
  await insertToken(
    ctx.db,
    {
      tokenHash: createHash('sha256').update(dataValue).digest('hex'),
      loginId: ctx.credentials.apiLoginId,
      cardLast4: card.last4,
      cardType: card.type,
      expDate: card.expDate,
      cvvResult: card.cvvResult,
      zip: zip || null,
      fullName: fullName || null,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    },
    now.toISOString(),
  );
  return okBody({ opaqueData: { dataDescriptor: ACCEPT_DESCRIPTOR, dataValue } }, refId);
}

function cardError(message: { code: string; text: string }, refId?: string): ApiBody {
  return {
    ...(refId === undefined ? {} : { refId }),
    messages: { resultCode: 'Error', message: [message] },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
