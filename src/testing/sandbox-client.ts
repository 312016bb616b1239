import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { postApiRequest } from '../server/payments/gateway/authnet-http';
import { gatewayCredentials, gatewayEndpoint } from '../server/payments/gateway/gateway-config';
import type { OpaqueData } from '../server/payments/gateway/gateway.types';
import {
  settleNow,
  type SettlementReport,
} from '../server/payment-sandbox/sandbox-settlement.service';
import type { SandboxDatabase } from '../server/payment-sandbox/sandbox-tables';

// What the hosted card form does, for tests and scripts: post a card to the built-in sandbox and
// get a one-time token back. Goes over HTTP when the app listens, in-process otherwise. And what
// the gateway made of a transaction, read from the sandbox's table as a test's witness.

export interface SandboxCard {
  cardNumber?: string;
  /** MMYYYY; default: December of next year. */
  expirationDate?: string;
  cardCode?: string;
  zip?: string;
  fullName?: string;
}

export interface TokenAnswer {
  opaqueData?: OpaqueData;
  messages: { resultCode: string; message: { code: string; text: string }[] };
}

export const TEST_VISA = '4111111111111111';

export async function requestSandboxToken(
  app: FastifyInstance,
  card: SandboxCard = {},
): Promise<TokenAnswer> {
  const { apiLoginId, clientKey } = gatewayCredentials(app.env, app.secret);
  const token = {
    cardNumber: card.cardNumber ?? TEST_VISA,
    expirationDate: card.expirationDate ?? `12${new Date().getUTCFullYear() + 1}`,
    cardCode: card.cardCode ?? '123',
    ...(card.zip === undefined ? { zip: '15213' } : card.zip ? { zip: card.zip } : {}),
    ...(card.fullName ? { fullName: card.fullName } : {}),
  };
  const answer = await postApiRequest(
    gatewayEndpoint(app)(),
    {
      securePaymentContainerRequest: {
        merchantAuthentication: { name: apiLoginId, clientKey },
        data: { type: 'TOKEN', id: crypto.randomUUID(), token },
      },
    },
    app.env.PAYMENT_TIMEOUT_MS,
  );
  if (!answer.ok) throw new Error(`The sandbox did not answer: ${answer.message}`);
  return answer.body as TokenAnswer;
}

/** A fresh one-time token for the card, or an error naming the sandbox's refusal. */
export async function sandboxOpaqueData(
  app: FastifyInstance,
  card: SandboxCard = {},
): Promise<OpaqueData> {
  const answer = await requestSandboxToken(app, card);
  if (!answer.opaqueData) {
    throw new Error(`No token: ${answer.messages.message.map((m) => m.code).join(', ')}`);
  }
  return answer.opaqueData;
}

export interface SandboxTransactionState {
  status: string;
  amountCents: number;
  capturedCents: number | null;
}

/** The sandbox's record of a transaction (ids are 80 000 000 000 + its row id). */
export async function sandboxTransaction(
  app: Pick<FastifyInstance, 'db'>,
  transactionId: string,
): Promise<SandboxTransactionState> {
  const id = Number(transactionId) - 80_000_000_000;
  const { rows } = await sql<SandboxTransactionState>`
    select status, amount_cents as "amountCents", captured_cents as "capturedCents"
    from sandbox_transactions where id = ${id}`.execute(app.db);
  const row = rows[0];
  if (!row) throw new Error(`The sandbox has no transaction ${transactionId}`);
  return row;
}

/** Ages every unused sandbox token past its expiry: the sandbox's clock is real time. */
export async function expireSandboxTokens(app: FastifyInstance): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await sql`update sandbox_tokens set expires_at = ${past} where used_at is null`.execute(app.db);
}

/**
 * Runs the sandbox's settlement batch now, as POST /sandbox/settle does for an administrator:
 * what was captured or refunded so far settles (captures become refundable).
 */
export async function settleSandboxNow(
  app: Pick<FastifyInstance, 'db'>,
  now = new Date(),
): Promise<SettlementReport> {
  return settleNow(app.db.withTables<SandboxDatabase>(), now);
}
