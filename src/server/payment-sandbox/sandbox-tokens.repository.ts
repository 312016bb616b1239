import type { Selectable } from 'kysely';
import { touchedAny } from '../db/row-counts';
import { toIso } from '../db/values';
import type { SandboxDb, SandboxTokensTable } from './sandbox-tables';
import { firstRow } from '../db/first-row';

// The one writer of sandbox_tokens: one-time card tokens, stored by hash, used once.

export interface SandboxToken {
  loginId: string;
  cardLast4: string;
  cardType: string;
  expDate: string;
  cvvResult: string;
  zip: string | null;
  fullName: string | null;
  expiresAt: string;
  usedAt: string | null;
}

/** A new token: its hash (the token itself is never stored) and what it stands for. */
type NewToken = Omit<SandboxToken, 'usedAt'> & { tokenHash: string };

export async function insertToken(db: SandboxDb, token: NewToken, now: string): Promise<void> {
  await db
    .insertInto('sandbox_tokens')
    .values({
      token_hash: token.tokenHash,
      login_id: token.loginId,
      card_last4: token.cardLast4,
      card_type: token.cardType,
      exp_date: token.expDate,
      cvv_result: token.cvvResult,
      zip: token.zip,
      full_name: token.fullName,
      created_at: now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

const toToken = (r: Selectable<SandboxTokensTable>): SandboxToken => ({
  loginId: r.login_id,
  cardLast4: r.card_last4,
  cardType: r.card_type,
  expDate: r.exp_date,
  cvvResult: r.cvv_result,
  zip: r.zip,
  fullName: r.full_name,
  expiresAt: toIso(r.expires_at),
  usedAt: r.used_at ? toIso(r.used_at) : null,
});

export async function findToken(
  db: SandboxDb,
  tokenHash: string,
): Promise<SandboxToken | undefined> {
  return firstRow(
    db.selectFrom('sandbox_tokens').selectAll().where('token_hash', '=', tokenHash),
    toToken,
  );
}

/** Single use: only the first caller to mark the token used gets true. */
export function consumeToken(db: SandboxDb, tokenHash: string, now: string) {
  return touchedAny(
    db
      .updateTable('sandbox_tokens')
      .set({ used_at: now })
      .where((eb) => eb.and({ token_hash: tokenHash, used_at: null })),
  );
}
