// The rush's visitors' client: node:http on keep-alive connections, one per visitor. fetch costs
// several times the CPU per request, and the visitors share the two cores with the site they
// measure, so a heavier client is time taken from the site and counted against it.
// Each request accepts compression as a browser does, so the site compresses what it would for a
// customer; an answer is unpacked only when the visitor reads it.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface Answer {
  status: number;
  cookies: string[];
  /** The answer's text, unpacked on first read. */
  text(): string;
}

const unpack: Record<string, (b: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** Sends one request to `url` and reads its whole answer. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: res.headers['set-cookie'] ?? [],
            text: () => {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'] ?? '';
              return (unpack[encoding]?.(raw) ?? raw).toString('utf8');
            },
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Closes the kept connections so the bench can exit. */
export const closeClient = () => agent.destroy();
