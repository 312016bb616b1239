import { getReportSettings, getReservationLimits, getSiteSettings } from '../settings.service';
import { recentDeclines } from '../../payments/card-limits.service';
import { DeclinedCardAttempts, ReservationLimitsForm } from './advanced-limits.page';
import { reservationLimitsSchema, saveReservationLimits } from '../reservation-limits.service';
import { parseForm } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { audit, listRecentChanges } from '../../audit/audit.service';
import { Maintenance, RecentChanges, SettingsForm } from './advanced.page';
import { purgeExpired, saveSiteSettings, siteSettingsSchema } from '../advanced.service';
import { sendSqliteBackup, sqliteFileOf } from '../sqlite-backup';
import { badRequest } from '../../errors';
import { RealtorLinksForm } from './advanced-realtor-links.page';
import { CardCaptureForm, cardCaptureActions } from './advanced-card-capture.page';
import { getCardCapture } from '../card-capture.service';
import { CancellationPolicyForm, cancellationPolicyActions } from './advanced-cancellation.page';
import { getCancellationPolicy } from '../cancellation-policy.service';
import {
  getRealtorLinkDays,
  realtorLinkDaysSchema,
  saveRealtorLinkDays,
} from '../realtor-links.service';
import {
  ReportSettingsForm,
  reportSettingsActions,
} from '../../reports/admin/report-settings-form';
import { ReminderSettingsForm, reminderActions } from './advanced-reminders.page';
import { getReminderSettings } from '../reminders.service';

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
    const reminderSettings = await getReminderSettings(ctx.db);
    const [entries, limits, declines, realtorLinkDays, reports] = await Promise.all([
      listRecentChanges(ctx.db, RECENT_CHANGES),
      getReservationLimits(ctx.db, ctx.app.env),
      recentDeclines(ctx.db, RECENT_DECLINES),
      getRealtorLinkDays(ctx.db),
      getReportSettings(ctx.db),
    ]);
    const cardCapture = await getCardCapture(ctx.db);
    const cancellationPolicy = await getCancellationPolicy(ctx.db);
    return (
      <>
        <SettingsForm ctx={ctx} settings={settings} />
        <ReservationLimitsForm ctx={ctx} limits={limits} />
        <CardCaptureForm ctx={ctx} mode={cardCapture} />
        <CancellationPolicyForm ctx={ctx} policy={cancellationPolicy} />
        <DeclinedCardAttempts declines={declines} timeZone={settings.timeZone} />
        <RealtorLinksForm ctx={ctx} days={realtorLinkDays} />
        <ReminderSettingsForm ctx={ctx} settings={reminderSettings} />
        <ReportSettingsForm ctx={ctx} settings={reports} />
        <Maintenance ctx={ctx} backupAvailable={!!sqliteFileOf(ctx.app.env.DATABASE_URL)} />
        <RecentChanges entries={entries} timeZone={settings.timeZone} />
      </>
    );
  },
  actions: {
    ...reportSettingsActions,
    ...reminderActions,
    ...cardCaptureActions,
    ...cancellationPolicyActions,
    async settings(ctx, form) {
      const input = parseForm(siteSettingsSchema, form);
      const changed = await saveSiteSettings(ctx.db, ctx.app.env, ctx.user.id, input);
      return {
        flash: changed.length ? 'Settings saved. The site uses them at once.' : 'Nothing changed.',
        tone: changed.length ? 'success' : 'info',
      };
    },
    async limits(ctx, form) {
      const input = parseForm(reservationLimitsSchema, form);
      const changed = await saveReservationLimits(ctx.db, ctx.app.env, ctx.user.id, input);
      return {
        flash: changed.length
          ? 'Limits saved. New reservations use them at once.'
          : 'Nothing changed.',
        tone: changed.length ? 'success' : 'info',
      };
    },
    async 'realtor-links'(ctx, form) {
      const { realtorLinkDays } = parseForm(realtorLinkDaysSchema, form);
      const changed = await saveRealtorLinkDays(ctx.db, ctx.user.id, realtorLinkDays);
      return {
        flash: changed ? 'Saved. New realtor links use it at once.' : 'Nothing changed.',
        tone: changed ? 'success' : 'info',
      };
    },
    async purge(ctx) {
      const { sessions, loginRequests } = await purgeExpired(ctx.db, ctx.user.id, ctx.now);
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
