import pg from 'pg';

/**
 * A second PostgreSQL connection for interleaving tests: it opens a transaction holding a slot's
 * row, the app's side starts and waits on it, then this side changes the slot and commits.
 */
export interface OtherConnection {
  /** Begins a transaction that holds the slot's row (as a booking or an administrator would). */
  holdSlot(slotId: number): Promise<void>;
  /** Waits until some statement of this database waits on a lock: the app's side is blocked. */
  someoneWaits(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  end(): Promise<void>;
}

export async function otherConnection(url: string): Promise<OtherConnection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async holdSlot(slotId) {
      await client.query('begin');
      await client.query('select id from slots where id = $1 for update', [slotId]);
    },
    async someoneWaits() {
      for (let i = 0; i < 200; i++) {
        // Inside a transaction the statistics views are a snapshot taken once: take a new one.
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number(rows[0]?.n) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('nothing waited on the held row');
    },
    query: (text, values) => client.query(text, values),
    end: () => client.end(),
  };
}
