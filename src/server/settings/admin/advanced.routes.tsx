import { getReportSettings, getReservationLimits, getSiteSettings } from '../settings.service';
import { recentDeclines } from '../../payments/card-checkout/card-limits.service';
import { DeclinedCardAttempts, reservationLimitSettings } from './advanced-limits.page';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { settingsActions } from '../../admin/ui/settings-form';
import { audit, listRecentChanges } from '../../audit/audit.service';
import { Maintenance, RecentChanges } from './advanced.page';
import { siteSettings } from './advanced-site.page';
import { purgeExpired } from '../advanced.service';
import { sendSqliteBackup, sqliteFileOf } from '../sqlite-backup';
import { badRequest } from '../../errors';
import { realtorLinkSettings } from './advanced-realtor-links.page';
import { cardCaptureSettings } from './advanced-card-capture.page';
import { cardCapture } from '../card-capture.service';
import { cancellationPolicySettings } from './advanced-cancellation.page';
import { getCancellationPolicy } from '../cancellation-policy.service';
import { realtorLinkDays } from '../realtor-links.service';
import { reportSettings } from '../../reports/admin/report-settings-form';
import {
  afterReportSettings,
  getAfterReportSettings,
} from '../../reports/admin/after-report-settings-form';
import { isReminderRule, ReminderRules } from './advanced-reminders.page';
import { allRules } from '../../rules/rules.service';
import { bookingRuleSettings } from './advanced-booking-rules.page';
import { getBookingRules } from '../booking-rules.service';
import { areaSettings } from '../../areas/admin/area-settings';
import { areaSettingsOf } from '../../areas/areas.service';
import { bookingConfirmationSettings } from './advanced-booking-confirmation.page';
import { bookingConfirmation } from '../booking-confirmation.service';
import { proposalHoldSettings } from './advanced-proposal-hold.page';
import { proposalHoldHours } from '../proposal-hold.service';

const RECENT_CHANGES = 50;
const RECENT_DECLINES = 50;

/**
 * Advanced: site settings, limits of reservations without payment, declined card attempts, purge
 * of expired sessions and codes, SQLite backup, the audit log.
 */
export const advancedAdminPage = defineAdminPage({
  name: 'advanced',
  title: 'Advanced',
  async view(ctx) {
    const settings = await getSiteSettings(ctx.db, ctx.app.env);
    const reminders = (await allRules(ctx.db, ctx.now)).filter(isReminderRule);
    const [entries, limits, declines, linkDays, reports, afterReport] = await Promise.all([
      listRecentChanges(ctx.db, RECENT_CHANGES),
      getReservationLimits(ctx.db, ctx.app.env),
      recentDeclines(ctx.db, RECENT_DECLINES),
      realtorLinkDays.get(ctx.db),
      getReportSettings(ctx.db),
      getAfterReportSettings(ctx.db),
    ]);
    const captureMode = await cardCapture.get(ctx.db);
    const cancellationPolicy = await getCancellationPolicy(ctx.db);
    const bookingRules = await getBookingRules(ctx.db);
    const areas = await areaSettingsOf(ctx.db);
    const confirmationMode = await bookingConfirmation.get(ctx.db);
    const holdHours = await proposalHoldHours.get(ctx.db);
    return (
      <>
        <siteSettings.Form ctx={ctx} current={settings} />
        <reservationLimitSettings.Form ctx={ctx} current={limits} />
        <cardCaptureSettings.Form ctx={ctx} current={captureMode} />
        <cancellationPolicySettings.Form ctx={ctx} current={cancellationPolicy} />
        <bookingRuleSettings.Form ctx={ctx} current={bookingRules} />
        <areaSettings.Form ctx={ctx} current={areas} />
        <bookingConfirmationSettings.Form ctx={ctx} current={confirmationMode} />
        <proposalHoldSettings.Form ctx={ctx} current={holdHours} />
        <DeclinedCardAttempts declines={declines} timeZone={settings.timeZone} />
        <realtorLinkSettings.Form ctx={ctx} current={linkDays} />
        <ReminderRules rules={reminders} />
        <reportSettings.Form ctx={ctx} current={reports} />
        <afterReportSettings.Form ctx={ctx} current={afterReport} />
        <Maintenance ctx={ctx} backupAvailable={!!sqliteFileOf(ctx.app.env.DATABASE_URL)} />
        <RecentChanges entries={entries} timeZone={settings.timeZone} />
      </>
    );
  },
  actions: {
    ...settingsActions([
      siteSettings,
      reservationLimitSettings,
      cardCaptureSettings,
      cancellationPolicySettings,
      bookingRuleSettings,
      areaSettings,
      bookingConfirmationSettings,
      proposalHoldSettings,
      realtorLinkSettings,
      reportSettings,
      afterReportSettings,
    ]),
    async purge(ctx) {
      const { sessions, loginRequests } = await purgeExpired(ctx.db, ctx.actor);
      return {
        flash: `Removed ${sessions} expired session${sessions === 1 ? '' : 's'} and ${loginRequests} old sign-in request${loginRequests === 1 ? '' : 's'}.`,
      };
    },
    async backup(ctx) {
      const file = sqliteFileOf(ctx.app.env.DATABASE_URL);
      if (!file) throw badRequest('Backups from this page are only for SQLite databases.');
      await audit(ctx.db, ctx.auditEntry({ action: 'download', entity: 'backup' }));
      await sendSqliteBackup(ctx.reply, file, ctx.now);
    },
  },
});
