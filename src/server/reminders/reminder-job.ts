import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../plugins/interval-job';
import { remindersDue, remindersQueued } from '../metrics/metrics';
import { runReminders } from './reminders.service';

/**
 * Runs the reminders every REMINDER_INTERVAL_MS (0: never; tests call runReminders themselves).
 * Every app process runs it; the unique key of each reminder decides which process sends it.
 */
export function startReminderJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.REMINDER_INTERVAL_MS, 'reminders failed', async () => {
    const report = await runReminders(
      { db: app.db, env: app.env, mailer: app.mailer, log: app.log },
      new Date(),
    );
    remindersQueued.inc(report.sent);
    remindersDue.set(report.failed);
    if (report.sent > 0 || report.failed > 0) app.log.info({ report }, 'reminders');
  });
}
