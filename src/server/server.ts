import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { EnvError, loadEnv } from './env';
import { exitGracefullyOnSignals } from './health/shutdown';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Built, this file is <build>/server/server.js and serves <build>/client; from source, dist/client.
  const fromSource = import.meta.url.endsWith('/src/server/server.ts');
  let app;
  try {
    app = await buildApp(
      env,
      fromSource ? {} : { clientDir: fileURLToPath(new URL('../client', import.meta.url)) },
    );
  } catch (error) {
    // Start needs the database (migrations); say so in one line and let the supervisor retry.
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(
      `Cannot start: the database does not answer (${(error as Error).message}). ` +
        'Check DATABASE_URL and that the database server is up; start again once it answers.',
    );
    process.exit(1);
  }
  exitGracefullyOnSignals(app, { deadlineMs: env.SHUTDOWN_TIMEOUT_MS });
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Site ready at ${env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
