import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { enqueueEmail } from '../server/email/outbox.service';

// Helpers for the e-mail outbox tests (not a test file).

/** A port nothing listens on (a mail server that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A "mail server" that accepts connections and never says a word. */
export async function startSilentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Queues a plain message in its own transaction, as a feature would; answers its log id. */
export async function queueTestEmail(
  app: FastifyInstance,
  to: string,
  subject: string,
  now = new Date(),
): Promise<number> {
  const id = await app.db
    .transaction()
    .execute((trx) =>
      enqueueEmail(trx, { to, subject, kind: 'test', text: `Body of ${subject}` }, now),
    );
  app.mailer.wake();
  return id;
}

/** Log rows of the outbox, oldest first, for assertions. */
export function emailRows(app: FastifyInstance) {
  return app.db.selectFrom('email_log').selectAll().orderBy('id').execute();
}
