// Free times for a whole rush. The demo data has 120 slots; a rush books them all within about
// fifteen seconds, after which no visitor can order and the orders' figures only speak of a cold
// start. These add hand-made business slots (two a day, far enough apart that one visit never
// overlaps the next) from six weeks out, in one transaction that also moves the slots' cache
// version on, so every site process drops its kept copies of the free times.
import Database from 'better-sqlite3';
import pg from 'pg';

const DAY_MS = 86_400_000;

/** `count` starts: 14:00 and 18:00 UTC each day from six weeks out. */
function slotStarts(count: number, now: Date): string[] {
  const first = new Date(now);
  first.setUTCHours(0, 0, 0, 0);
  const starts: string[] = [];
  for (let day = 42; starts.length < count; day++)
    for (const hour of [14, 18])
      starts.push(new Date(first.getTime() + day * DAY_MS + hour * 3_600_000).toISOString());
  return starts.slice(0, count);
}

const INSERT = `insert into slots (starts_at, title, full_day, created_at, updated_at)`;
const BUMP = `update cache_versions set version = version + 1 where topic = 'slots'`;

/** Adds `count` free slots to the rush's PostgreSQL database (`url`) or SQLite file (`path`). */
export async function addRushTimes(
  where: { url: string } | { path: string },
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const now = new Date();
  const starts = slotStarts(count, now);
  if ('url' in where) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      const values = starts.map(
        (_, i) => `($${i + 1}, 'Rush time', 0, $${count + 1}, $${count + 1})`,
      );
      await client.query('begin');
      await client.query(`${INSERT} values ${values.join(', ')}`, [...starts, now.toISOString()]);
      await client.query(BUMP);
      await client.query('commit');
      // The planner's figures for the slots table, as they would be on a site whose times were
      // added over weeks: right after one bulk insert its plans still count the demo's 120 rows
      // until autovacuum's next round, a minute or more into the rush.
      await client.query('analyze slots');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(where.path);
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(`${INSERT} values (?, 'Rush time', 0, ?, ?)`);
    db.transaction(() => {
      for (const at of starts) insert.run(at, now.toISOString(), now.toISOString());
      db.prepare(BUMP).run();
    })();
  } finally {
    db.close();
  }
}
