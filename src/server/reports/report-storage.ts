import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { findChunk, insertChunk, type Report } from './reports.repository';

// Where report bytes live: ~1 MB parts in the database (every process and the backup reach them),
// or a file in the configured directory. Both are written and read as streams.

export const CHUNK_BYTES = 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

export const NOT_A_PDF = 'That file is not a PDF. Please choose the report as a PDF file.';
export const tooLargeMessage = (maxBytes: number) =>
  `That file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the largest report we accept. Nothing was saved.`;

/** Checks the bytes start as a PDF, counts and hashes them, and stops past `maxBytes`. */
class PdfIntake extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new HttpError(413, tooLargeMessage(this.maxBytes)));
    if (this.head.length < PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, PDF_MAGIC.length);
      const seen = this.head.length;
      if (!this.head.equals(PDF_MAGIC.subarray(0, seen)))
        return done(new HttpError(415, NOT_A_PDF));
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.head.length < PDF_MAGIC.length) return done(new HttpError(415, NOT_A_PDF));
    done();
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Writes the stream as numbered parts of CHUNK_BYTES (the last one shorter). `idle()` settles once
 * no insert is in flight: a failed upload's parts are removed only after the last one landed.
 */
function databaseSink(db: Db, reportId: number) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  const flush = async (all: boolean) => {
    let data = Buffer.concat(pending, pendingBytes);
    while (data.length >= CHUNK_BYTES || (all && data.length > 0)) {
      const part = data.subarray(0, CHUNK_BYTES);
      await insertChunk(db, reportId, seq, Buffer.from(part));
      seq += 1;
      data = data.subarray(part.length);
    }
    pending = data.length ? [data] : [];
    pendingBytes = data.length;
  };
  let inFlight: Promise<void> = Promise.resolve();
  const run = (all: boolean, done: (error?: Error | null) => void) => {
    inFlight = flush(all);
    inFlight.then(() => done(), done);
  };
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return done();
      run(false, done);
    },
    final(done) {
      run(true, done);
    },
  });
  return { sink, idle: () => inFlight.catch(() => undefined) };
}

export interface StoredBody {
  sizeBytes: number;
  sha256: string;
}

/** Where one upload goes: the database, or `directory` (the file is named after the report). */
export type StorageTarget = { kind: 'database' } | { kind: 'directory'; directory: string };

export const reportFilePath = (directory: string, reportId: number) =>
  join(directory, `report-${reportId}.pdf`);

/**
 * Streams `source` into storage. On any failure (not a PDF, too large, a broken upload) it throws
 * and the caller removes the report's row and parts; a file in a directory is removed here.
 */
export async function storeReportBody(
  db: Db,
  reportId: number,
  target: StorageTarget,
  source: Readable,
  maxBytes: number,
): Promise<StoredBody> {
  const intake = new PdfIntake(maxBytes);
  if (target.kind === 'database') {
    const { sink, idle } = databaseSink(db, reportId);
    try {
      await pipeline(source, intake, sink);
    } catch (error) {
      await idle();
      throw error;
    }
  } else {
    const path = reportFilePath(target.directory, reportId);
    const partial = `${path}.part`;
    try {
      await pipeline(source, intake, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
      await rename(partial, path);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }
  return { sizeBytes: intake.size, sha256: intake.digest() };
}

/** The report's bytes as a stream, read a part at a time. */
export function reportBody(db: Db, report: Report): Readable {
  if (report.storageKind === 'directory') {
    if (!report.storagePath) throw new Error(`report ${report.id} has no file path`);
    return createReadStream(report.storagePath);
  }
  async function* parts() {
    for (let seq = 0; ; seq += 1) {
      const data = await findChunk(db, report.id, seq);
      if (!data) return;
      yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
  }
  return Readable.from(parts(), { objectMode: false });
}

/** Removes a report's file, if it has one (its database parts go with its row). */
export async function removeReportFile(report: Pick<Report, 'storagePath'>): Promise<void> {
  if (report.storagePath) {
    await unlink(report.storagePath).catch(() => undefined);
    await unlink(`${report.storagePath}.part`).catch(() => undefined);
  }
}
