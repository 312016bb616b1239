import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

// A transaction of the site that reads, then writes, while another connection to the same file
// writes in between (another process: a script, the browser tests' own connection).

describe('SQLite transactions', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function twoConnections() {
    const dir = mkdtempSync(join(tmpdir(), 'immediate-'));
    dirs.push(dir);
    const file = join(dir, 'site.db');
    const site = openDatabase(`sqlite:${file}`);
    const other = new SQLite(file);
    // The other process does not wait: it is refused at once while the site holds the lock.
    other.pragma('busy_timeout = 0');
    other.exec('create table notes (text text not null)');
    return { site, other };
  }

  it('write even when another connection writes between their read and their write', async () => {
    const { site, other } = twoConnections();
    let refused: unknown;
    try {
      await site.db.transaction().execute(async (trx) => {
        await sql`select count(*) as n from notes`.execute(trx);
        try {
          other.prepare(`insert into notes values ('from the other process')`).run();
        } catch (error) {
          refused = error;
        }
        await sql`insert into notes values ('from the site')`.execute(trx);
      });
      // The site's transaction held the write lock from its start: the other writer waits its
      // turn (here, with no wait allowed, it is refused) and the site's read-then-write stands.
      expect((refused as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
      other.prepare(`insert into notes values ('after')`).run();
      expect(other.prepare('select text from notes order by rowid').pluck().all()).toEqual([
        'from the site',
        'after',
      ]);
    } finally {
      other.close();
      await site.destroy();
    }
  });
});
