import type { Migration } from 'kysely';
import * as catalogue from './2026-11-21-0001-catalogue';
import * as emailLog from './2026-11-21-0002-email-log';
import * as usersSessions from './2026-11-21-0003-users-sessions';
import * as orders from './2026-11-21-0005-orders';
import * as payments from './2026-11-21-0006-payments';
import * as admin from './2026-11-21-0007-admin';
import * as slotWithdrawal from './2026-11-21-0008-slot-withdrawal';
import * as sandboxTablesApart from './2026-11-22-0009-sandbox-tables-apart';
import * as emailOutbox from './2026-11-23-0010-email-outbox';
import * as codeLocks from './2026-11-24-0012-code-locks';
import * as cacheVersions from './2026-11-25-0014-cache-versions';
import * as reviews from './2026-11-25-0015-reviews';
import * as checkoutLimits from './2026-11-25-0016-checkout-limits';
import * as adminListIndexes from './2026-11-26-0017-admin-list-indexes';
import * as agreements from './2026-11-27-0018-agreements';
import * as reports from './2026-11-27-0019-reports';
import * as realtorLinks from './2026-11-27-0020-realtor-links';
import * as emailChanges from './2026-11-27-0021-email-changes';
import * as orderCard from './2026-11-27-0022-order-card';
import * as plansChange from './2026-11-28-0023-plans-change';
import * as teamAndDiscounts from './2026-11-29-0024-team-and-discounts';
import * as orderNotes from './2026-11-30-0025-order-notes';
import * as rateLimitHits from './2026-11-30-0026-rate-limit-hits';
import * as reportTemplates from './2026-12-01-0027-report-templates';
import * as writtenReports from './2026-12-01-0028-written-reports';
import * as publishedPhotoWebCopy from './2026-12-01-0029-published-photo-web-copy';
import * as repairRequests from './2026-12-01-0030-repair-requests';
import * as safetyReads from './2026-12-01-0031-safety-reads';
import * as visitLength from './2026-12-01-0032-visit-length';
import * as workingHours from './2026-12-01-0033-working-hours';
import * as messageTemplates from './2026-12-01-0035-message-templates';
import * as rulesAndTexts from './2026-12-01-0036-rules-and-texts';
import * as agents from './2026-12-01-0037-agents';
import * as reinspections from './2026-12-01-0039-reinspections';
import * as editableDefaultRules from './2026-12-01-0046-editable-default-rules';
import * as pageCacheVersions from './2026-12-01-0052-page-cache-versions';
import * as proposalExpiry from './2026-12-01-0054-proposal-expiry';
import * as reminderRules from './2026-12-01-0055-reminder-rules';
import * as reinspectionChecklist from './2026-12-01-0048-reinspection-checklist';
import * as requestedOrders from './2026-12-01-0042-requested-orders';
import * as serviceAreas from './2026-12-01-0040-service-areas';
import * as waitlist from './2026-12-01-0044-waitlist';

// Static list so the bundled server needs no file-system look-ups. Append new migrations here,
// named by date; never change what a shipped one sends to the database (a snapshot test holds it).
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-catalogue': catalogue,
  '2026-11-21-0002-email-log': emailLog,
  '2026-11-21-0003-users-sessions': usersSessions,
  '2026-11-21-0005-orders': orders,
  '2026-11-21-0006-payments': payments,
  '2026-11-21-0007-admin': admin,
  '2026-11-21-0008-slot-withdrawal': slotWithdrawal,
  '2026-11-22-0009-sandbox-tables-apart': sandboxTablesApart,
  '2026-11-23-0010-email-outbox': emailOutbox,
  '2026-11-24-0012-code-locks': codeLocks,
  '2026-11-25-0014-cache-versions': cacheVersions,
  '2026-11-25-0015-reviews': reviews,
  '2026-11-25-0016-checkout-limits': checkoutLimits,
  '2026-11-26-0017-admin-list-indexes': adminListIndexes,
  '2026-11-27-0018-agreements': agreements,
  '2026-11-27-0019-reports': reports,
  '2026-11-27-0020-realtor-links': realtorLinks,
  '2026-11-27-0021-email-changes': emailChanges,
  '2026-11-27-0022-order-card': orderCard,
  '2026-11-28-0023-plans-change': plansChange,
  '2026-11-29-0024-team-and-discounts': teamAndDiscounts,
  '2026-11-30-0025-order-notes': orderNotes,
  '2026-11-30-0026-rate-limit-hits': rateLimitHits,
  '2026-12-01-0027-report-templates': reportTemplates,
  '2026-12-01-0028-written-reports': writtenReports,
  '2026-12-01-0029-published-photo-web-copy': publishedPhotoWebCopy,
  '2026-12-01-0030-repair-requests': repairRequests,
  '2026-12-01-0031-safety-reads': safetyReads,
  '2026-12-01-0032-visit-length': visitLength,
  '2026-12-01-0033-working-hours': workingHours,
  '2026-12-01-0035-message-templates': messageTemplates,
  '2026-12-01-0036-rules-and-texts': rulesAndTexts,
  '2026-12-01-0037-agents': agents,
  '2026-12-01-0039-reinspections': reinspections,
  '2026-12-01-0040-service-areas': serviceAreas,
  '2026-12-01-0042-requested-orders': requestedOrders,
  '2026-12-01-0044-waitlist': waitlist,
  '2026-12-01-0046-editable-default-rules': editableDefaultRules,
  '2026-12-01-0048-reinspection-checklist': reinspectionChecklist,
  '2026-12-01-0052-page-cache-versions': pageCacheVersions,
  '2026-12-01-0054-proposal-expiry': proposalExpiry,
  '2026-12-01-0055-reminder-rules': reminderRules,
};
