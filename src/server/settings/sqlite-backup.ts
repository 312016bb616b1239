import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';

/** The database file of a `sqlite:<path>` URL, or undefined (PostgreSQL, in-memory). */
export function sqliteFileOf(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('sqlite:')) return undefined;
  const path = databaseUrl.slice('sqlite:'.length);
  return path && path !== ':memory:' ? path : undefined;
}

/**
 * A consistent copy of the live database (SQLite's online backup, safe beside writers in WAL
 * mode) in a temporary file, streamed as a download; the file is deleted once sent or aborted.
 */
export async function sendSqliteBackup(
  reply: FastifyReply,
  databaseFile: string,
  now: Date,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
  const copy = join(dir, 'backup.db');
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  try {
    const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copy);
    } finally {
      source.close();
    }
  } catch (error) {
    cleanUp();
    throw new HttpError(500, `The backup could not be made: ${(error as Error).message}`);
  }
  const stream = createReadStream(copy);
  stream.once('close', cleanUp);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  await reply
    .header('content-disposition', `attachment; filename="site-backup-${stamp}.db"`)
    .header('cache-control', 'no-store')
    .type('application/vnd.sqlite3')
    .send(stream);
}
