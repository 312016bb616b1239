import type { FastifyInstance } from 'fastify';
import { runReminders } from './reminders.service';

/**
 * Runs the reminders every REMINDER_INTERVAL_MS (0: never; tests call runReminders themselves).
 * Every app process runs it; the unique key of each reminder decides which process sends it. The
 * timer does not keep the process alive, and closing the app waits for a run in progress.
 */
export function startReminderJob(app: FastifyInstance): void {
  const interval = app.env.REMINDER_INTERVAL_MS;
  if (interval <= 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runReminders(
      { db: app.db, env: app.env, mailer: app.mailer, log: app.log },
      new Date(),
    )
      .then((report) => {
        if (report.sent > 0 || report.failed > 0) app.log.info({ report }, 'reminders');
      })
      .catch((err: unknown) => app.log.error({ err }, 'reminders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
