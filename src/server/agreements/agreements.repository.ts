import type { Selectable } from 'kysely';
import type { SignedAgreement } from '../../shared/agreements/agreement';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { countRows } from '../db/row-counts';
import type { AgreementSignaturesTable } from '../db/schema';
import { toIso } from '../db/values';

// The one writer of agreement_signatures and agreement_attempts.

export interface NewSignature extends SignedAgreement {
  userId: number;
}

function parseNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const toSignature = (row: Selectable<AgreementSignaturesTable>): SignedAgreement => ({
  orderId: row.order_id,
  signedName: row.signed_name,
  signedAt: toIso(row.signed_at),
  ip: row.ip,
  userAgent: row.user_agent,
  textSha256: row.text_sha256,
  title: row.title,
  content: row.content,
  buyerNames: parseNames(row.buyer_names),
  realtorName: row.realtor_name,
});

export async function findSignature(db: Db, orderId: number): Promise<SignedAgreement | undefined> {
  return firstRow(
    db.selectFrom('agreement_signatures').selectAll().where('order_id', '=', orderId),
    toSignature,
  );
}

/** Inserts the signed copy unless the order already has one; answers whether this one was kept. */
export async function insertSignatureOnce(db: Db, s: NewSignature): Promise<boolean> {
  const result = await db
    .insertInto('agreement_signatures')
    .values({
      order_id: s.orderId,
      user_id: s.userId,
      signed_name: s.signedName,
      signed_at: s.signedAt,
      ip: s.ip,
      user_agent: s.userAgent,
      text_sha256: s.textSha256,
      title: s.title,
      content: s.content,
      buyer_names: JSON.stringify(s.buyerNames),
      realtor_name: s.realtorName,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function insertAttempt(db: Db, userId: number, ip: string, now: string) {
  await db
    .insertInto('agreement_attempts')
    .values({ user_id: userId, ip, created_at: now })
    .execute();
}

/** Attempts since `since` by the account and from the address. */
export async function countAttempts(
  db: Db,
  by: { userId: number; ip: string },
  since: string,
): Promise<{ user: number; ip: number }> {
  const count = (column: 'user_id' | 'ip', value: number | string) =>
    countRows(
      db
        .selectFrom('agreement_attempts')
        .where(column, '=', value)
        .where('created_at', '>=', since),
    );
  return { user: await count('user_id', by.userId), ip: await count('ip', by.ip) };
}

/** Attempts older than the window count for nothing: they are removed. */
export async function deleteAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('agreement_attempts').where('created_at', '<', before).execute();
}
