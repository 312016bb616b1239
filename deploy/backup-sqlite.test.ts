import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';

// deploy/backup-sqlite.mjs: a consistent copy of a database that a site process holds open and
// writes (WAL mode), with what was committed, never what was not.
const script = fileURLToPath(new URL('./backup-sqlite.mjs', import.meta.url));
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sqlite-backup-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('copies the committed rows of a live database, not an open transaction', () => {
  const live = new SQLite(join(dir, 'site.db'));
  live.pragma('journal_mode = WAL');
  live.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, email TEXT)');
  const insert = live.prepare('INSERT INTO orders (email) VALUES (?)');
  for (let i = 0; i < 100; i++) insert.run(`buyer${i}@example.test`);
  live.exec('BEGIN');
  insert.run('not-yet@example.test');

  const file = execFileSync(
    process.execPath,
    [script, join(dir, 'site.db'), join(dir, 'backups')],
    {
      encoding: 'utf8',
    },
  ).trim();
  live.exec('ROLLBACK');
  live.close();

  expect(readdirSync(join(dir, 'backups'))).toEqual([file.split('/').pop()]);
  const copy = new SQLite(file, { readonly: true });
  expect(copy.prepare('SELECT count(*) AS n FROM orders').get()).toEqual({ n: 100 });
  expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  copy.close();
});
