// A backup of an SQLite site while it runs: SQLite's online backup copies a consistent state of
// the database beside the site's writers (WAL mode). Usage, in the site's folder:
//   node deploy/backup-sqlite.mjs [data/site.db] [/var/backups/home-inspection]
// Writes <folder>/site-<UTC time>.db and prints its path. To restore: stop the site, copy the file
// over the database, delete the database's -wal and -shm files, start the site.
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

const [source = 'data/site.db', dir = '/var/backups/home-inspection'] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, '');
const file = join(dir, `site-${stamp}.db`);
const db = new SQLite(source, { readonly: true, fileMustExist: true });
try {
  // Written under another name first: a copy cut short is never taken for a whole one.
  await db.backup(`${file}.partial`);
  renameSync(`${file}.partial`, file);
} finally {
  db.close();
}
console.log(file);
