import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface PausableProxy {
  port: number;
  /** Stops forwarding: connections stay open, bytes are held, new connections get no answer. */
  pause(): void;
  /** New connections reach the server only after `ms` (0: at once), as on a machine too busy to start a database backend quickly. */
  openAfter(ms: number): void;
  /** Forwards again, held bytes first. */
  resume(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL in the fault tests) that can go
 * silent on demand, as a hung database or a broken network does, and come back.
 */
export async function startPausableProxy(host: string, port: number): Promise<PausableProxy> {
  let paused = false;
  let openAfterMs = 0;
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = createConnection({ host, port });
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (paused) pair.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    flush(pair);
  };
  const flush = (pair: Pair) => {
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream?.write(chunk);
  };

  const server = createServer((client) => {
    const pair: Pair = { client, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (paused || !pair.upstream) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (paused) return;
    if (openAfterMs > 0)
      setTimeout(() => {
        if (!paused && !client.destroyed) connectUpstream(pair);
      }, openAfterMs);
    else connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    pause: () => {
      paused = true;
    },
    openAfter: (ms) => {
      openAfterMs = ms;
    },
    resume: () => {
      paused = false;
      for (const pair of pairs) {
        if (pair.upstream) flush(pair);
        else connectUpstream(pair);
      }
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
