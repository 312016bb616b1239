import { type Selectable, sql } from 'kysely';
import type { AuditLogTable } from '../db/schema';
import type { Db } from '../db/database';
import { toIso } from '../db/values';

export interface AuditInput {
  /** The administrator who made the change (null for the system). */
  userId: number | null;
  /** What was done: create, update, delete, enable, send-link, purge, ... */
  action: string;
  /** What it was done to: page, service, user, setting, email, ... */
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  userId: number | null;
  userEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Inserts one audit entry; the actor's e-mail is copied so the entry outlives the account. */
export async function insertAudit(db: Db, entry: AuditInput, now: Date): Promise<void> {
  const actor =
    entry.userId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select('email')
          .where('id', '=', entry.userId)
          .executeTakeFirst();
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      user_email: actor?.email ?? '',
      action: entry.action,
      entity: entry.entity,
      entity_id:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
      created_at: now.toISOString(),
    })
    .execute();
}

type AuditRow = Omit<Selectable<AuditLogTable>, 'details'>;

/** The columns every audit view shows, in the service's words. */
const whoWhatWhen = (r: AuditRow) => ({
  id: r.id,
  userId: r.user_id,
  userEmail: r.user_email,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  createdAt: toIso(r.created_at),
});

export async function selectAudit(
  db: Db,
  opts: { limit: number; entity?: string; entityId?: string },
): Promise<AuditEntry[]> {
  let q = db.selectFrom('audit_log').selectAll();
  if (opts.entity) q = q.where('entity', '=', opts.entity);
  if (opts.entityId) q = q.where('entity_id', '=', opts.entityId);
  const rows = await q.orderBy('id', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({
    ...whoWhatWhen(r),
    details: JSON.parse(r.details) as Record<string, unknown>,
  }));
}

/** An audit line for the admin lists: the details as JSON text cut at DETAILS_PREVIEW_CHARS. */
export interface AuditLine extends Omit<AuditEntry, 'details'> {
  detailsPreview: string;
}

/** A change of a page's content may log 64 KB twice over; the list shows its start. */
export const DETAILS_PREVIEW_CHARS = 300;

/** The newest entries for a list: reads at most DETAILS_PREVIEW_CHARS of each entry's details. */
export async function selectAuditLines(db: Db, opts: { limit: number }): Promise<AuditLine[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'user_id', 'user_email', 'action', 'entity', 'entity_id', 'created_at'])
    .select(sql<string>`substr(details, 1, ${DETAILS_PREVIEW_CHARS + 1})`.as('details'))
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({
    ...whoWhatWhen(r),
    detailsPreview:
      r.details.length > DETAILS_PREVIEW_CHARS
        ? `${r.details.slice(0, DETAILS_PREVIEW_CHARS)}…`
        : r.details,
  }));
}
