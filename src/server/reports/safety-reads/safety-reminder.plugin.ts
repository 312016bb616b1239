import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../plugins/interval-job';
import { sendSafetyReminders } from './safety-reads.service';

/**
 * Checks for unread Safety findings on the reminders' beat (REMINDER_INTERVAL_MS; 0: never, tests
 * call sendSafetyReminders themselves). Every process may run it: each order's row is the claim.
 */
export function startSafetyReminderJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.REMINDER_INTERVAL_MS, 'safety reminders failed', async () => {
    const sent = await sendSafetyReminders({ db: app.db, env: app.env }, new Date());
    if (sent > 0) app.log.info({ sent }, 'safety reminders');
  });
}
