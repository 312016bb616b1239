import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent, and when it closed the connection (Date.now()). */
  closed: Promise<{ received: string; at: number }>;
}

/** A plain TCP connection to a local HTTP server, for sending requests by hand (slowly). */
export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  // A reset counts as closed too: the point is that the server let go of the connection.
  socket.on('error', () => undefined);
  const closed = new Promise<{ received: string; at: number }>((resolve) =>
    socket.once('close', () => resolve({ received, at: Date.now() })),
  );
  return { socket, closed };
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Writes `text` one byte at a time, `gapMs` apart, until done or the socket closes. */
export async function dribble(socket: Socket, text: string, gapMs: number): Promise<void> {
  for (const byte of text) {
    if (socket.destroyed) return;
    socket.write(byte);
    await new Promise((r) => setTimeout(r, gapMs));
  }
}
