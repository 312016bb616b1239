import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` (0 or less: never) in this process, never two runs at once. The
 * timer does not keep the process alive, and closing the app waits for a run in progress. A
 * failed run is logged as `failure` and the next one goes on the same beat.
 */
export function startIntervalJob(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  run: () => Promise<void>,
): void {
  if (intervalMs <= 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err: unknown) => app.log.error({ err }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
