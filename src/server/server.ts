import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

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
  const app = await buildApp(
    env,
    fromSource ? {} : { clientDir: fileURLToPath(new URL('../client', import.meta.url)) },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Site ready at ${env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
