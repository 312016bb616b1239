import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { REPORT_WRITING_API } from '../shared/reports/report-api';
import type { Change, ChangeBatchAnswer } from '../shared/reports/report-changes';
import type { PublishJob } from '../shared/reports/report-publishing';
import {
  bookSlot,
  inspectorSlot,
  makeInspector,
  portalWorld,
  type PortalWorld,
} from './inspector-portal-kit';
import { API } from './portal-test-kit';
import type { TestAgent } from './test-agent';

// Helpers for the written report's tests (not a test file): two inspectors, an order on Ada's
// slot, the editor's calls as the client makes them, and photos made like a phone's.

export const WRITING = Object.fromEntries(
  Object.entries(REPORT_WRITING_API).map(([k, v]) => [k, `${API}/${v}`]),
) as Record<keyof typeof REPORT_WRITING_API, string>;

export interface WritingWorld extends PortalWorld {
  ada: TestAgent;
  ben: TestAgent;
  adaInspectorId: number;
  /** A new order on one of Ada's slots, for `email`. */
  adaOrder(email?: string): Promise<number>;
}

let hours = 24 * 5;
export async function writingWorld(dialect: 'sqlite' | 'postgres'): Promise<WritingWorld> {
  const w = await portalWorld(dialect);
  const db = w.t.app.db;
  const a = await makeInspector(db, 'ada.writer@example.test', { first: 'Ada', last: 'Lane' });
  await makeInspector(db, 'ben.writer@example.test', { first: 'Ben', last: 'Cole' });
  const ada = await w.signIn('ada.writer@example.test');
  const ben = await w.signIn('ben.writer@example.test');
  return {
    ...w,
    ada,
    ben,
    adaInspectorId: a.inspectorId,
    adaOrder: async (email = 'buyer@example.test') =>
      bookSlot(w, await inspectorSlot(db, a.inspectorId, (hours += 3)), email),
  };
}

/** A change with a fresh id, made at `at` (default now). */
export function change<T extends Omit<Change, 'id' | 'at'>>(c: T, at = new Date()): Change {
  return { ...c, id: randomUUID(), at: at.toISOString() } as unknown as Change;
}

export async function sendChanges(agent: TestAgent, orderId: number, changes: Change[]) {
  const res = await agent.post(WRITING.changes, { orderId, changes });
  return { res, answer: res.statusCode === 200 ? res.json<ChangeBatchAnswer>() : undefined };
}

/** A multipart body: the fields, then the file part `photo`. */
export function multipart(fields: Record<string, string>, file: Buffer, type = 'image/jpeg') {
  const boundary = `----report${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadPhoto(
  agent: TestAgent,
  orderId: number,
  fields: Record<string, string>,
  file: Buffer,
) {
  const body = multipart(fields, file);
  return agent.request({
    method: 'POST',
    url: `${WRITING.photo}?order=${orderId}`,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

/** A phone-like JPEG: left half red, right half blue, stored sideways with orientation 6 and GPS. */
export async function sidewaysPhoto(width = 400, height = 200): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF holds a GPS block (the GPS IFD pointer, tag 0x8825, either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** Polls the publish job until it is done or failed (a wait-for, never a fixed sleep). */
export async function publishedJob(agent: TestAgent, jobId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await agent.get(`${WRITING.publishJob}?job=${jobId}`)).json<PublishJob>();
    if (job.step === 'done' || job.step === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`publish job still ${job.step}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
