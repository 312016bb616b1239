import type { Db } from '../db/database';
import {
  type AuditEntry,
  type AuditInput,
  type AuditLine,
  insertAudit,
  selectAudit,
  selectAuditLines,
} from './audit.repository';

export type { AuditEntry, AuditInput, AuditLine };

/**
 * Records one admin change. Pass the transaction that made the change as `db`, so the change and
 * its audit entry are written together or not at all.
 */
export function audit(db: Db, entry: AuditInput, now = new Date()): Promise<void> {
  return insertAudit(db, entry, now);
}

/** The audit entries of one kind of record (page, service, user, ...): `(db, actor, action, id, details)`. */
export function auditTrail(entity: string) {
  return (
    db: Db,
    userId: number | null,
    action: string,
    entityId?: AuditInput['entityId'],
    details?: Record<string, unknown>,
  ): Promise<void> => audit(db, { userId, action, entity, entityId, details });
}

export function listAudit(
  db: Db,
  opts: { limit: number; entity?: string; entityId?: string },
): Promise<AuditEntry[]> {
  return selectAudit(db, opts);
}

/** The newest entries of every kind, for the audit log's list (details cut short). */
export function listRecentChanges(db: Db, limit: number): Promise<AuditLine[]> {
  return selectAuditLines(db, { limit });
}
