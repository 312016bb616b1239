import {
  SAFETY_READ_MESSAGES as M,
  SAFETY_REMINDER_AFTER_MS,
  type SafetyReads,
} from '../../../shared/reports/safety-reads';
import type { WebReport } from '../../../shared/reports/web-report';
import { auditTrail } from '../../audit/audit.service';
import { findOrder } from '../../booking/orders-list.service';
import type { Db } from '../../db/database';
import { toIso } from '../../db/values';
import { enqueueEmail } from '../../email/outbox.service';
import type { Env } from '../../env';
import { HttpError } from '../../errors';
import { getSafetyRemindersOn } from '../../settings/safety-reminders.service';
import { getSiteSettings } from '../../settings/settings.service';
import { publishedVersion } from '../published/publish.service';
import { safetyReminderEmail } from './safety-reads.emails';
import {
  claimReminder,
  countReads,
  insertRead,
  selectReads,
  selectReminderCandidates,
} from './safety-reads.repository';

// The client confirms each Safety finding of the latest published version; the business sees the
// confirmations; one reminder goes when some are unread two days after publishing (decision 058).

const auditOrders = auditTrail('order');
/** Reports published longer ago than this are not reminded of (a restart after months sends nothing). */
const REMIND_WITHIN_MS = 14 * 24 * 60 * 60 * 1000;

async function safetyFindings(db: Db, orderId: number) {
  const report = JSON.parse(
    (await publishedVersion(db, orderId)).snapshotJson ?? '{}',
  ) as WebReport;
  return {
    report,
    findings: report.summary.findings.filter((f) => f.severity === 'safety'),
  };
}

export async function safetyReads(
  db: Db,
  orderId: number,
  canConfirm: boolean,
): Promise<SafetyReads> {
  const [{ findings }, reads] = await Promise.all([
    safetyFindings(db, orderId),
    selectReads(db, orderId),
  ]);
  const byFinding = new Map(reads.map((r) => [r.finding_id, r]));
  return {
    canConfirm,
    findings: findings.map((f) => {
      const read = byFinding.get(f.id);
      return {
        findingId: f.id,
        text: f.text,
        read: read ? { by: read.reader, at: toIso(read.read_at) } : null,
      };
    }),
  };
}

export async function confirmSafetyRead(
  db: Db,
  input: { orderId: number; findingId: string },
  by: { userId: number; name: string; at: Date },
): Promise<SafetyReads> {
  const { findings } = await safetyFindings(db, input.orderId);
  if (!findings.some((f) => f.id === input.findingId)) throw new HttpError(400, M.notSafety);
  await db.transaction().execute(async (trx) => {
    const fresh = await insertRead(trx, {
      orderId: input.orderId,
      findingId: input.findingId,
      readBy: by.userId,
      reader: by.name,
      at: by.at.toISOString(),
    });
    if (fresh)
      await auditOrders(trx, by.userId, 'safety-read', input.orderId, {
        findingId: input.findingId,
      });
  });
  return safetyReads(db, input.orderId, true);
}

/** One pass: each report published 2 days ago or more with Safety findings unread gets one reminder. */
export async function sendSafetyReminders(deps: { db: Db; env: Env }, now: Date): Promise<number> {
  const { db, env } = deps;
  if (!(await getSafetyRemindersOn(db))) return 0;
  const candidates = await selectReminderCandidates(
    db,
    {
      from: new Date(now.getTime() - REMIND_WITHIN_MS).toISOString(),
      to: new Date(now.getTime() - SAFETY_REMINDER_AFTER_MS).toISOString(),
    },
    50,
  );
  let sent = 0;
  for (const orderId of candidates) {
    const [order, { report, findings }, reads] = await Promise.all([
      findOrder(db, orderId),
      safetyFindings(db, orderId),
      selectReads(db, orderId),
    ]);
    const read = new Set(reads.map((r) => r.finding_id));
    const unread = findings.filter((f) => !read.has(f.id)).length;
    const at = now.toISOString();
    const mail = order && order.bookingStatus === 'active' && unread > 0;
    const settings = mail ? await getSiteSettings(db, env) : undefined;
    await db.transaction().execute(async (trx) => {
      // The claim is the row: nothing to remind of is claimed too, so it is not looked at again.
      if (!(await claimReminder(trx, { orderId, unread: mail ? unread : 0, at }))) return;
      if (!mail || !settings) return;
      await enqueueEmail(
        trx,
        safetyReminderEmail({ email: order.customerEmail, name: order.customerName }, settings, {
          address: report.property.address,
          unread,
          reportUrl: `${env.PUBLIC_URL}/reports/${orderId}`,
        }),
        now,
      );
      await auditOrders(trx, null, 'safety-reminder', orderId, { unread });
      sent++;
    });
  }
  return sent;
}

/** Per order, the Safety findings its client confirmed reading (for the orders CSV). */
export async function safetyReadCounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 500)
    for (const [id, n] of await countReads(db, orderIds.slice(i, i + 500))) out.set(id, n);
  return out;
}
