import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** After this long the process exits even with work left (and logs what was left). */
  deadlineMs: number;
  exit?: (code: number) => never;
}

/**
 * On SIGTERM or SIGINT: stop taking connections, let in-flight requests and the close hooks
 * (background work such as e-mail deliveries) finish, then exit 0. By the deadline at the latest,
 * or at a second signal, the process exits anyway, saying what it left. Logs never carry stacks.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
  });

  let closing = false;
  const leave = (why: string) => {
    app.server.getConnections((_error, openConnections) => {
      app.log.warn(
        { inFlightRequests: inFlight, openConnections },
        `${why}: exiting with work left`,
      );
      exit(0);
    });
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return leave(`second ${signal}`);
    closing = true;
    app.log.info({ signal, inFlightRequests: inFlight }, 'shutting down');
    const deadline = setTimeout(
      () => leave(`shutdown deadline of ${options.deadlineMs} ms passed`),
      options.deadlineMs,
    );
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info('shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        const reason = error instanceof Error ? error.message : String(error);
        app.log.warn({ reason }, 'shut down, with an error while closing');
        exit(0);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
