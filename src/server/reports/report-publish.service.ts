import type { Db } from '../db/database';
import type { Env } from '../env';
import { conflict, notFound } from '../errors';
import { findOrder } from '../booking/orders-list.service';
import { audit } from '../audit/audit.service';
import type { Actor } from '../admin/actor';
import { enqueueEmail } from '../email/outbox.service';
import { runEventRules } from '../rules/rules.service';
import { getSiteSettings } from '../settings/settings.service';
import { issueRealtorLink } from '../realtor-access/realtor-access.service';
import { findReport, markPublished, markUnpublished } from './reports.repository';
import { customerReportEmail, realtorReportEmail, realtorRecipient } from './report-emails';

// Publish and Unpublish on the admin order page: the change, its e-mails (outbox) and its audit
// entry in one transaction.

export interface PublishOutcome {
  filename: string;
  customerEmail: string;
  /** The realtor's address when e-mailed a link. */
  realtorEmail?: string;
  /** Why the realtor could not get a link (the report is published all the same). */
  realtorProblem?: string;
}

async function reportOfOrder(db: Db, orderId: number, reportId: number) {
  const report = await findReport(db, reportId);
  if (!report || report.orderId !== orderId || !report.complete)
    throw notFound('No such report on this order.');
  return report;
}

export async function publishReport(
  db: Db,
  env: Env,
  input: { orderId: number; reportId: number; by: Actor },
): Promise<PublishOutcome> {
  const report = await reportOfOrder(db, input.orderId, input.reportId);
  const order = await findOrder(db, input.orderId);
  if (!order) throw notFound('No such order.');
  if (report.publishedAt) throw conflict(`${report.filename} is already published.`);
  const settings = await getSiteSettings(db, env);
  const realtor = realtorRecipient(order);
  let realtorLink: string | undefined;
  let realtorProblem: string | undefined;
  if (realtor) {
    // Issued first, on its own: a link that is never mailed (the publish failed) opens nothing new.
    try {
      realtorLink = `${env.PUBLIC_URL}${await issueRealtorLink(db, order.id, input.by.at)}`;
    } catch (error) {
      realtorProblem = error instanceof Error ? error.message : 'the link could not be made';
    }
  }
  await db.transaction().execute(async (trx) => {
    if (!(await markPublished(trx, report.id, input.by.at.toISOString())))
      throw conflict(`${report.filename} is already published.`);
    const reportsUrl = `${env.PUBLIC_URL}/user/reports`;
    await runEventRules(trx, 'report-published', order.id, {
      settings,
      publicUrl: env.PUBLIC_URL,
      now: input.by.at,
    });
    await enqueueEmail(
      trx,
      customerReportEmail(order, settings, reportsUrl, report.filename),
      input.by.at,
    );
    if (realtor && realtorLink)
      await enqueueEmail(
        trx,
        realtorReportEmail(order, settings, realtor, realtorLink),
        input.by.at,
        {
          secrets: [realtorLink],
        },
      );
    await audit(
      trx,
      {
        userId: input.by.id,
        action: 'report-publish',
        entity: 'order',
        entityId: String(order.id),
        details: {
          reportId: report.id,
          filename: report.filename,
          emailed: [order.customerEmail, ...(realtorLink && realtor ? [realtor.email] : [])],
        },
      },
      input.by.at,
    );
  });
  return {
    filename: report.filename,
    customerEmail: order.customerEmail,
    realtorEmail: realtorLink ? realtor?.email : undefined,
    realtorProblem,
  };
}

export async function unpublishReport(
  db: Db,
  input: { orderId: number; reportId: number; by: Actor },
): Promise<string> {
  const report = await reportOfOrder(db, input.orderId, input.reportId);
  await db.transaction().execute(async (trx) => {
    if (!(await markUnpublished(trx, report.id, input.by.at.toISOString())))
      throw conflict(`${report.filename} is not published.`);
    await audit(
      trx,
      {
        userId: input.by.id,
        action: 'report-unpublish',
        entity: 'order',
        entityId: String(input.orderId),
        details: { reportId: report.id, filename: report.filename },
      },
      input.by.at,
    );
  });
  return report.filename;
}
