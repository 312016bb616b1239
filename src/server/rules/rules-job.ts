import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../plugins/interval-job';
import { runTimedRules } from './rule-runner';

/** Runs the timed rules on the reminders' beat (at most a minute: REMINDER_INTERVAL_MS). */
export function startRulesJob(app: FastifyInstance): void {
  startIntervalJob(app, app.env.REMINDER_INTERVAL_MS, 'rules failed', async () => {
    await runTimedRules({ db: app.db, env: app.env, mailer: app.mailer }, new Date());
  });
}
